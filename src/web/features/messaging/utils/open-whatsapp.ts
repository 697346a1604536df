/**
 * Opens an empty tab now, while the click that asked for it still counts as a user gesture, so
 * it can be pointed at WhatsApp after an awaited step (recording the message). Null when the
 * browser blocked it: browsers allow one new window per click, so a burst of them is blocked
 * after the first and the caller falls back to one click per message.
 */
export function reserveWindow(): Window | null {
  const opened = window.open('about:blank', '_blank');
  if (!opened) return null;
  // wa.me must not be able to reach back into this tab (what `noopener` would do; `noopener`
  // itself makes window.open return null, which would look like a block).
  opened.opener = null;
  return opened;
}

/** Points a reserved tab at the link. */
export function navigateWindow(target: Window, url: string): void {
  target.location.replace(url);
}
