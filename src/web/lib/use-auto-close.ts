import { useEffect } from 'react';

/** Success messages auto-hide: the dialog closes `delayMs` after `done` turns true (spec section 9). */
export function useAutoClose(done: boolean, close: () => void, delayMs = 2000) {
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(close, delayMs);
    return () => window.clearTimeout(timer);
  }, [done, close, delayMs]);
}
