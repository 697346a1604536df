import { useEffect, useState } from 'react';

export interface Notice {
  tone: 'error' | 'success';
  text: string;
}

/**
 * A passing message about one click (saved, deleted, no phone…) that hides itself after a few
 * seconds. Shown in a Toast, so it never pushes the page under the user's cursor.
 */
export function useTimedNotice(delayMs = 4000) {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), delayMs);
    return () => window.clearTimeout(timer);
  }, [notice, delayMs]);
  return {
    notice,
    showError: (text: string) => setNotice({ tone: 'error', text }),
    showSuccess: (text: string) => setNotice({ tone: 'success', text }),
  };
}
