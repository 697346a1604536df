import { Progress } from 'radix-ui';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Progress.Root
      value={clamped}
      aria-label={label}
      className="relative h-2 w-full overflow-hidden rounded-full bg-surface-2"
    >
      <Progress.Indicator
        className="h-full w-full bg-primary transition-transform duration-200"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </Progress.Root>
  );
}
