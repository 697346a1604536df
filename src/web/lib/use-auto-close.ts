import { useEffect, useRef } from 'react';

/**
 * Success messages auto-hide: `close` runs `delayMs` after `done` turns true (spec section 9).
 * Only `done` starts the timer, so a parent re-rendering with a new callback does not delay it.
 */
export function useAutoClose(done: boolean, close: () => void, delayMs = 2000) {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => latestClose.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [done, delayMs]);
}
