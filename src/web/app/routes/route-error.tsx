import { commonMessages } from '#shared/messages/common';
import { ErrorState } from '@/components/ui/error-state';

/**
 * Shown when a screen fails to render or a section's code cannot be loaded (for instance after
 * an update while the tab was open): reloading fetches the current version.
 */
export function RouteError() {
  return (
    <div className="flex min-h-full items-center justify-center bg-background p-6 text-foreground">
      <ErrorState message={commonMessages.internalError} onRetry={() => window.location.reload()} />
    </div>
  );
}
