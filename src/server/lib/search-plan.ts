import { sql } from 'kysely';
import type { Db } from '../app-context';
import type { DialectName } from '../db/database';

/**
 * Whether a search text reads SQLite's FTS5 trigram index (accounts_fts, clients_fts): three
 * characters or more; shorter ones have no trigram and fall back to LIKE, as on PostgreSQL.
 */
export const usesTrigramIndex = (dialect: DialectName | undefined, text: string) =>
  dialect === 'sqlite' && [...text].length >= 3;

/** An FTS5 phrase matching `text` as a substring: quotes doubled, so % and _ are plain characters. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

// A page of a text search on SQLite can be cut two ways (docs/performance.md, fifth pass):
//
// - sort: look up each match of the FTS5 index by id and sort them all in the list's order,
//   about 0.46 µs a match at scale 10;
// - walk: read the list's order index from the start and keep the entries in the set of
//   matches (a Bloom filter), about 0.06 µs an entry, stopping once the page is full.
//
// Spread evenly, matches would fill a page after a short walk. But they may sit together in the
// list's order: clients are ordered by the very name searched (every "Yolanda" near the end), a
// batch of unsold accounts comes last; then the walk reads most of the index first (2.1 ms
// against 0.5 for the sort, 1 000 "yolanda" among 50 000 clients). So it is chosen only when even
// a walk of the whole index costs no more than the sort: matches at least an eighth of the rows
// ("gmail", half of 100 000 accounts: 10.6 ms against 27.7). Both give the same page.
const SORT_TO_WALK_COST = 8;

/** Whether walking the order index is never dearer than sorting `matches` among about `rows` rows. */
export function walksOrderIndex(matches: number, rows: number): boolean {
  return matches > 0 && matches * SORT_TO_WALK_COST >= rows;
}

/** About how many rows a table has: its largest id, one step down an index (count(*) reads all). */
async function rowsEstimate(db: Db, table: 'accounts' | 'clients'): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`select max(id) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Whether a page of `matches` among the rows of `table` is read walking its order index. */
export const walksOrderIndexOf = async (db: Db, table: 'accounts' | 'clients', matches: number) =>
  matches > 0 && walksOrderIndex(matches, await rowsEstimate(db, table));

/**
 * A page and its list's count. A search in SQLite's index is counted first, so `read` can choose
 * how to read its page from the count (SQLite runs one query at a time anyway); otherwise both
 * run at once (PostgreSQL) and `read` gets no count.
 */
export async function pageAndCount<T>(
  countFirst: boolean,
  count: () => Promise<number>,
  read: (total?: number) => Promise<T>,
) {
  if (!countFirst) {
    const [page, total] = await Promise.all([read(), count()]);
    return { page, total };
  }
  const total = await count();
  return { page: await read(total), total };
}
