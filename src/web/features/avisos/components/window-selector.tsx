import clsx from 'clsx';
import { avisosUi } from '#shared/messages/avisos';
import { focusRing } from '@/components/ui/button';

export const REMINDER_WINDOWS = [0, 3, 5, 7] as const;

export interface WindowSelectorProps {
  value: number;
  onChange: (window: number) => void;
}

/** Hoy, 3, 5 or 7 días: how far ahead the list looks for profiles about to expire. */
export function WindowSelector({ value, onChange }: WindowSelectorProps) {
  return (
    <div
      role="radiogroup"
      aria-label={avisosUi.windowLabel}
      className="inline-flex rounded-lg border border-border bg-surface p-0.5"
    >
      {REMINDER_WINDOWS.map((window) => (
        <button
          key={window}
          type="button"
          role="radio"
          aria-checked={value === window}
          onClick={() => onChange(window)}
          className={clsx(
            'h-8 rounded-md px-3 text-sm font-medium transition',
            focusRing,
            value === window ? 'bg-primary text-primary-fg' : 'text-muted hover:text-foreground',
          )}
        >
          {avisosUi.windows[window]}
        </button>
      ))}
    </div>
  );
}
