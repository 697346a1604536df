import type { Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { MovementsTable } from '../../db/schema';

export const insertMovement = (db: Db, row: Insertable<MovementsTable>) =>
  db.insertInto('movements').values(row).returningAll().executeTakeFirstOrThrow();
