import { useEffect, useState } from 'react';

/** A passing message (an alert about one click) that hides itself after a few seconds. */
export function useTimedNotice(delayMs = 5000) {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), delayMs);
    return () => window.clearTimeout(timer);
  }, [notice, delayMs]);
  return [notice, setNotice] as const;
}
