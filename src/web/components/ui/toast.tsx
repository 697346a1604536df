import type { Notice } from '@/lib/use-timed-notice';
import { Alert } from './alert';

/** A notice floating at the bottom of the screen, above the content rather than inside it. */
export function Toast({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <Alert tone={notice.tone} className="pointer-events-auto max-w-md bg-surface shadow-xl shadow-black/30">
        {notice.text}
      </Alert>
    </div>
  );
}
