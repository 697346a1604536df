import type { Insertable } from 'kysely';
import type { Db } from '../../app-context';
import { chunks, rowsPerInsert } from '../../lib/chunks';
import type { MovementsTable } from '../../db/schema';

export const insertMovement = (db: Db, row: Insertable<MovementsTable>) =>
  db.insertInto('movements').values(row).returningAll().executeTakeFirstOrThrow();

export async function insertMovements(db: Db, rows: Insertable<MovementsTable>[]) {
  for (const slice of chunks(rows, rowsPerInsert(14)))
    await db.insertInto('movements').values(slice).execute();
}
