// The limits and filter values of the lists, in a module that imports nothing: the web screens
// read them without loading zod and the API's schemas (src/shared/schemas/*, which re-export
// them), so a screen's first load carries only the code it runs (docs/decisions/037).

export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The longest search a list accepts; the search box stops there too. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A list's search as the API's `search` parameter reads it (`text(SEARCH_MAX_LENGTH)` in
 * schemas/list-query.ts: trimmed, at most 100 characters, no NUL character), or null when the API
 * would refuse it. lists.test.ts holds it to the schema.
 */
export function searchParamOf(value: string): string | null {
  if (value.includes('\u0000')) return null;
  const trimmed = value.trim();
  return trimmed.length <= SEARCH_MAX_LENGTH ? trimmed : null;
}

/** The account list's expiry filter (GET /api/accounts?expiryFilter=). */
export const EXPIRY_FILTERS = ['all', 'available', 'occupied', 'expired', 'expiring'] as const;
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number];
export const HIDDEN_FILTERS = ['exclude', 'only'] as const;

/** Cards on a page of Avisos (docs/decisions/033): the whole window is thousands at a real shop. */
export const REMINDERS_PAGE_SIZE = 25;
/**
 * The largest page: a card carries its rendered message, so 50 cards (about 90 KB on the demo
 * shop) is what the lists' 100 rows are, and every answer stays under 150 KB (issue 23).
 */
export const REMINDERS_MAX_PAGE_SIZE = 50;

/** How often the bell asks for new notifications while the tab is visible. */
export const NOTIFICATION_POLL_MS = 60_000;
