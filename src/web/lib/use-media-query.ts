import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: from here up the screen is wide enough for a table. */
export const WIDE_SCREEN = '(min-width: 640px)';

/**
 * Whether a media query matches now, following the window as it is resized or turned. For a
 * layout that CSS alone cannot switch (a table on a wide screen, cards on a phone) without
 * rendering both.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
