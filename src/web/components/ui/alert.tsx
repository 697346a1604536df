import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import clsx from 'clsx';

export type AlertTone = 'error' | 'success' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}

const tones: Record<AlertTone, string> = {
  error: 'border-danger/50 bg-danger/10 text-danger',
  success: 'border-success/50 bg-success/10 text-success',
  info: 'border-border bg-surface-2 text-foreground',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

export function Alert({ tone, children, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', tones[tone], className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">{children}</p>
    </div>
  );
}
