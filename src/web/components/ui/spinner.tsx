import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import { commonMessages } from '#shared/messages/common';

export interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={clsx('inline-flex items-center gap-2 text-muted', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {label ? <span>{label}</span> : <span className="sr-only">{commonMessages.loading}</span>}
    </span>
  );
}

export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-full items-center justify-center bg-background p-6">
      <Spinner label={label} className="text-base" />
    </div>
  );
}
