import type { Insertable } from 'kysely';
import type { Db } from '../app-context';
import type { Database } from '../db/schema';

/**
 * Splits rows into slices of at most `size`. Multi-row INSERTs stay under SQLite's limit of
 * 32 766 bound parameters (and PostgreSQL's 65 535) whatever the batch a caller hands over.
 */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < rows.length; start += size) slices.push(rows.slice(start, start + size));
  return slices;
}

/** Rows per INSERT for a table of `columns` columns: about 30 000 parameters, under both limits. */
export const rowsPerInsert = (columns: number) => Math.floor(30_000 / columns);

type TableWithId = 'accounts' | 'clients' | 'profiles';

/**
 * Inserts many rows, a few thousand per statement, and answers their ids in the order given: ids
 * grow row by row within a statement on both databases, so each slice's ids, sorted, are its rows'.
 */
export async function insertReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  columns: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of chunks(rows, rowsPerInsert(columns))) {
    const inserted = await db
      .insertInto(table as TableWithId)
      .values(slice as never)
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}
