import { sql, type Insertable, type Updateable } from 'kysely';
import type { DateRange } from '#shared/domain/periods';
import type { MovementType } from '#shared/schemas/movements';
import type { Db } from '../../app-context';
import { chunks, rowsPerInsert } from '../../lib/chunks';
import type { MovementsTable } from '../../db/schema';

/** Which movements a query reads: a date range [from, to), a type, a staff member. */
export interface MovementScope {
  range?: DateRange | null;
  type?: MovementType;
  createdBy?: number;
}

// Every scope is served by an index ending in (date, id) (migration 20261125000000), so pages
// come in order from the index and the per-user sums read only the range. The stats of a
// period read the sums kept per period instead (movement-totals.repository.ts).
const scoped = (db: Db, s: MovementScope) =>
  db
    .selectFrom('movements')
    .$if(s.createdBy !== undefined, (qb) => qb.where('created_by', '=', s.createdBy!))
    .$if(s.type !== undefined, (qb) => qb.where('type', '=', s.type!))
    .$if(Boolean(s.range), (qb) => qb.where('date', '>=', s.range!.from).where('date', '<', s.range!.to));

/** Newest first; id breaks ties within a day, so pages never overlap. */
export const movementPage = (db: Db, s: MovementScope, limit: number, offset: number) =>
  scoped(db, s).selectAll().orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);

export const listMovementPage = (db: Db, s: MovementScope, limit: number, offset: number) =>
  movementPage(db, s, limit, offset).execute();

/** Every movement of the scope, newest first (the export). */
export const listMovementsInScope = (db: Db, s: MovementScope) =>
  scoped(db, s).selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();

export async function countMovements(db: Db, s: MovementScope) {
  const row = await scoped(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Count and sum per type. */
export async function totalsByType(db: Db, s: MovementScope) {
  const rows = await scoped(db, s)
    .select(['type', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.count), amount: Number(r.amount) }));
}

export const findMovement = (db: Db, id: number) =>
  db.selectFrom('movements').selectAll().where('id', '=', id).executeTakeFirst();

export const insertMovement = (db: Db, row: Insertable<MovementsTable>) =>
  db.insertInto('movements').values(row).returningAll().executeTakeFirstOrThrow();

export const updateMovement = (db: Db, id: number, changes: Updateable<MovementsTable>) =>
  db.updateTable('movements').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteMovement = (db: Db, id: number) =>
  db.deleteFrom('movements').where('id', '=', id).executeTakeFirst();

export async function insertMovements(db: Db, rows: Insertable<MovementsTable>[]) {
  // As many rows per statement as the parameter limit allows for the columns the rows carry.
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  for (const slice of chunks(rows, rowsPerInsert(columns)))
    await db.insertInto('movements').values(slice).execute();
}
