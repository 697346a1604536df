import { RefreshCw, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { commonMessages } from '#shared/messages/common';
import { Button } from './button';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ message, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div role="alert" className={clsx('flex flex-col items-center gap-3 p-4 text-center', className)}>
      <TriangleAlert aria-hidden className="size-6 text-danger" />
      <p className="text-sm text-foreground">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={clsx('size-4', retrying && 'animate-spin')} />
          {commonMessages.retry}
        </Button>
      )}
    </div>
  );
}
