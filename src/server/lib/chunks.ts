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
