import { sql } from 'kysely';
import type { Db } from '../app-context';

// A page of a text search on SQLite can be cut two ways (docs/performance.md, fifth pass):
//
// - sort: look up each match of the FTS5 index by id and sort them all in the list's order,
//   about 0.46 µs a match at scale 10;
// - walk: read the list's order index from the start and keep the entries in the set of
//   matches (a Bloom filter), about 0.06 µs an entry, stopping once the page is full: about
//   window ÷ share-of-matches entries.
//
// Sorting wins for a rare text ("luna" in 10 000 accounts: 0.09 ms against 0.26); walking for a
// common one ("gmail", half of 100 000 accounts: 10.6 ms against 27.7). Both give the same page.
const SORT_TO_WALK_COST = 8;

/**
 * Whether walking the order index is the cheaper way to a page: `matches` of the search among
 * about `rows` rows, for a page ending at `window` (offset + limit).
 */
export function walksOrderIndex(matches: number, window: number, rows: number): boolean {
  return matches * matches * SORT_TO_WALK_COST > window * rows;
}

/** About how many rows a table has: its largest id, one step down an index (count(*) reads all). */
export async function rowsEstimate(db: Db, table: 'accounts' | 'clients'): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`select max(id) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
