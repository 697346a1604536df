import { sql, type Insertable, type Updateable } from 'kysely';
import type { DateRange } from '#shared/domain/periods';
import type { MovementType } from '#shared/schemas/movements';
import type { Db } from '../../app-context';
import type { DialectName } from '../../db/database';
import { chunks, rowsPerInsert } from '../../lib/chunks';
import type { MovementsTable } from '../../db/schema';

/** Which movements a query reads: a date range [from, to), a type, a staff member. */
export interface MovementScope {
  range?: DateRange | null;
  type?: MovementType;
  createdBy?: number;
}

// Every scope is served by an index ending in (date, id) (migration 20261125000000), so pages
// come in order from the index and aggregates read only the range.
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

const isSale = sql<boolean>`type in ('venta', 'renovacion')`;
/** A cancelación takes its amount back out of the income (docs/decisions/012). */
const signedAmount = sql<number>`case when type = 'cancelacion' then -amount else amount end`;

/** Counts and sums of the whole scope in one pass. */
/** The totals' query (the plan test compiles it: it must read movements_stats_idx alone). */
export const movementTotalsQuery = (db: Db, s: MovementScope) =>
  scoped(db, s).select([
    sql<number>`count(*)`.as('movements'),
    sql<number>`coalesce(sum(case when ${isSale} then 1 else 0 end), 0)`.as('sales'),
    sql<number>`coalesce(sum(case when ${isSale} then amount else 0 end), 0)`.as('sales_amount'),
    sql<number>`coalesce(sum(case when type = 'cancelacion' then 1 else 0 end), 0)`.as('cancellations'),
    sql<number>`coalesce(sum(case when type = 'cancelacion' then amount else 0 end), 0)`.as(
      'cancelled_amount',
    ),
  ]);

export async function movementTotals(db: Db, s: MovementScope) {
  const row = await movementTotalsQuery(db, s).executeTakeFirstOrThrow();
  return {
    movements: Number(row.movements),
    sales: Number(row.sales),
    salesAmount: Number(row.sales_amount),
    cancellations: Number(row.cancellations),
    cancelledAmount: Number(row.cancelled_amount),
  };
}

/**
 * Sales and net income per service or per client, as recorded (a deleted one keeps its name, its
 * id is null), most income first.
 */
export async function salesBy(db: Db, s: MovementScope, by: 'service' | 'client', limit?: number) {
  return (await salesByQuery(db, s, by, limit).execute()).map((r) => ({
    id: r.id === null ? null : Number(r.id),
    name: r.name,
    sales: Number(r.sales),
    income: Number(r.income),
  }));
}

/** salesBy's query (the plan test compiles it). */
export function salesByQuery(db: Db, s: MovementScope, by: 'service' | 'client', limit?: number) {
  const id = by === 'service' ? 'service_id' : 'client_id';
  const name = by === 'service' ? 'service_name' : 'client_name';
  let query = scoped(db, s)
    .select([
      sql<number | null>`${sql.ref(id)}`.as('id'),
      sql<string | null>`${sql.ref(name)}`.as('name'),
      sql<number>`coalesce(sum(case when ${isSale} then 1 else 0 end), 0)`.as('sales'),
      sql<number>`coalesce(sum(${signedAmount}), 0)`.as('income'),
    ])
    .groupBy([id, name])
    .orderBy(sql`coalesce(sum(${signedAmount}), 0)`, 'desc')
    // Nulls sort first on SQLite and last on PostgreSQL: coalesce so both order ties alike.
    .orderBy(sql`coalesce(${sql.ref(name)}, '')`)
    .orderBy(sql`coalesce(${sql.ref(id)}, 0)`);
  if (limit !== undefined) query = query.limit(limit);
  return query;
}

/** Count and sum per type. */
export async function totalsByType(db: Db, s: MovementScope) {
  const rows = await scoped(db, s)
    .select(['type', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(amount), 0)`.as('amount')])
    .groupBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.count), amount: Number(r.amount) }));
}

const monthOfDate = (dialect: DialectName) =>
  dialect === 'postgres' ? sql<string>`to_char(date, 'YYYY-MM')` : sql<string>`substr(date, 1, 7)`;

/** Net income and sales per month ('YYYY-MM') of the range; months without movements are absent. */
export async function incomeByMonth(db: Db, dialect: DialectName, range: DateRange) {
  const month = monthOfDate(dialect);
  const rows = await scoped(db, { range })
    .select([
      month.as('month'),
      sql<number>`coalesce(sum(case when ${isSale} then 1 else 0 end), 0)`.as('sales'),
      sql<number>`coalesce(sum(${signedAmount}), 0)`.as('income'),
    ])
    .groupBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, sales: Number(r.sales), income: Number(r.income) }));
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
  for (const slice of chunks(rows, rowsPerInsert(14)))
    await db.insertInto('movements').values(slice).execute();
}
