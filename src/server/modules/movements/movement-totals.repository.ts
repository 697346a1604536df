import { sql } from 'kysely';
import type { PeriodFilter } from '#shared/domain/periods';
import type { MovementType } from '#shared/schemas/movements';
import type { Db } from '../../app-context';

// The movement sums the database keeps per period, type, service and client (migration
// 20261129000000, docs/decisions/024): the stats of a month read a few dozen rows of them
// instead of every movement of the month, however big the shop grows.

/** The key of a stats period: 'YYYY-MM' for a month, 'YYYY' for a year, '' for all time. */
export function periodKey({ year, month }: PeriodFilter): string {
  if (year === undefined) return '';
  return month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}

const isSale = sql<boolean>`type in ('venta', 'renovacion')`;
/** A cancelación takes its amount back out of the income (docs/decisions/012). */
const signedAmount = sql<number>`case when type = 'cancelacion' then -amount else amount end`;

const serviceTotals = (db: Db, period: string, type?: MovementType) =>
  db
    .selectFrom('movement_service_totals')
    .where('period', '=', period)
    .$if(type !== undefined, (qb) => qb.where('type', '=', type!));

/** Counts and sums of a period: a row per type and service, a few dozen. */
export async function periodTotals(db: Db, period: string, type?: MovementType) {
  const row = await serviceTotals(db, period, type)
    .select([
      sql<number>`coalesce(sum(movements), 0)`.as('movements'),
      sql<number>`coalesce(sum(case when ${isSale} then movements else 0 end), 0)`.as('sales'),
      sql<number>`coalesce(sum(case when ${isSale} then amount else 0 end), 0)`.as('sales_amount'),
      sql<number>`coalesce(sum(case when type = 'cancelacion' then movements else 0 end), 0)`.as(
        'cancellations',
      ),
      sql<number>`coalesce(sum(case when type = 'cancelacion' then amount else 0 end), 0)`.as(
        'cancelled_amount',
      ),
      sql<number>`coalesce(sum(collected), 0)`.as('collected'),
      sql<number>`coalesce(sum(owed), 0)`.as('owed'),
    ])
    .executeTakeFirstOrThrow();
  return {
    movements: Number(row.movements),
    sales: Number(row.sales),
    salesAmount: Number(row.sales_amount),
    cancellations: Number(row.cancellations),
    cancelledAmount: Number(row.cancelled_amount),
    /** What the sales were paid on the spot (money received on their dates). */
    collectedAtSale: Number(row.collected),
    /** What the period's pendiente sales still owe. */
    owed: Number(row.owed),
  };
}

/** The live abonos of each of `periods` (migration 20261130000802): count and sum. */
export async function paymentsIn(db: Db, periods: string[]) {
  if (periods.length === 0) return [];
  const rows = await db
    .selectFrom('payment_totals')
    .select(['period', sql<number>`sum(payments)`.as('payments'), sql<number>`sum(amount)`.as('amount')])
    .where('period', 'in', periods)
    .groupBy('period')
    .execute();
  return rows.map((r) => ({ period: r.period, payments: Number(r.payments), amount: Number(r.amount) }));
}

/** id 0 and name '' are the tables' "none" (a deleted or missing client or service). */
const toLine = (r: {
  id: number | string;
  name: string;
  sales: number | string;
  income: number | string;
}) => ({
  id: Number(r.id) === 0 ? null : Number(r.id),
  name: r.name === '' ? null : r.name,
  sales: Number(r.sales),
  income: Number(r.income),
});

/** Sales and net income per recorded service of a period, most income first (then name, id). */
export async function salesByServiceIn(db: Db, period: string, type?: MovementType) {
  const income = sql<number>`sum(${signedAmount})`;
  const rows = await serviceTotals(db, period, type)
    .select([
      'service_id as id',
      'service_name as name',
      sql<number>`sum(case when ${isSale} then movements else 0 end)`.as('sales'),
      income.as('income'),
    ])
    .groupBy(['service_id', 'service_name'])
    // A combo's movement key keeps only what it was paid (its shares moved to the services,
    // docs/decisions/044): no line for it.
    .having((eb) => eb.or([eb(sql`sum(movements)`, '<>', 0), eb(sql`sum(amount)`, '<>', 0)]))
    .orderBy(income, 'desc')
    .orderBy('service_name')
    .orderBy('service_id')
    .execute();
  return rows.map(toLine);
}

/**
 * Sales and net income per plan of a period (migration 20261130001102, decision 042): a row per
 * type and plan the period used, named "Servicio · Plan" as the plan is called now.
 */
export async function salesByPlanIn(db: Db, period: string, type?: MovementType) {
  const income = sql<number>`sum(case when t.type = 'cancelacion' then -t.amount else t.amount end)`;
  const rows = await db
    .selectFrom('movement_plan_totals as t')
    .innerJoin('service_plans as p', 'p.id', 't.plan_id')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .where('t.period', '=', period)
    .$if(type !== undefined, (qb) => qb.where('t.type', '=', type!))
    .select([
      't.plan_id as id',
      sql<string>`${sql.ref('s.name')} || ' · ' || ${sql.ref('p.name')}`.as('name'),
      sql<number>`sum(case when t.type in ('venta', 'renovacion') then t.movements else 0 end)`.as('sales'),
      income.as('income'),
    ])
    .groupBy(['t.plan_id', 's.name', 'p.name'])
    .orderBy(income, 'desc')
    .orderBy('t.plan_id')
    .execute();
  return rows.map(toLine);
}

/**
 * Sales and net income per combo of a period (migration 20261130001400, decision 047): a row per
 * type and combo the period sold, named as the combo is called now.
 */
export async function salesByComboIn(db: Db, period: string, type?: MovementType) {
  const income = sql<number>`sum(case when t.type = 'cancelacion' then -t.amount else t.amount end)`;
  const rows = await db
    .selectFrom('movement_combo_totals as t')
    .innerJoin('combos as c', 'c.id', 't.combo_id')
    .where('t.period', '=', period)
    .$if(type !== undefined, (qb) => qb.where('t.type', '=', type!))
    .select([
      't.combo_id as id',
      'c.name as name',
      sql<number>`sum(case when t.type in ('venta', 'renovacion') then t.movements else 0 end)`.as('sales'),
      income.as('income'),
    ])
    .groupBy(['t.combo_id', 'c.name'])
    .orderBy(income, 'desc')
    .orderBy('t.combo_id')
    .execute();
  return rows.map(toLine);
}

/** The top clients' query (the plan test compiles it: the first rows of one index, no sort). */
export const topClientsQuery = (db: Db, period: string, type: MovementType | undefined, limit: number) =>
  db
    .selectFrom('movement_client_totals')
    .select(['client_id as id', 'client_name as name', 'sales', 'income'])
    .where('period', '=', period)
    .where('type', '=', type ?? '')
    .orderBy('income', 'desc')
    .orderBy('client_name')
    .orderBy('client_id')
    .limit(limit);

/** The `limit` clients with the most net income in a period (then name, id). */
export const topClientsIn = async (db: Db, period: string, type: MovementType | undefined, limit: number) =>
  (await topClientsQuery(db, period, type, limit).execute()).map(toLine);

/** Net income and sales of each of `months` ('YYYY-MM') that has movements. */
export async function incomeOfMonths(db: Db, months: string[]) {
  if (months.length === 0) return [];
  const rows = await db
    .selectFrom('movement_service_totals')
    .select([
      'period as month',
      sql<number>`sum(case when ${isSale} then movements else 0 end)`.as('sales'),
      sql<number>`sum(${signedAmount})`.as('income'),
      sql<number>`sum(collected)`.as('collected'),
    ])
    .where('period', 'in', months)
    .groupBy('period')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    sales: Number(r.sales),
    income: Number(r.income),
    collectedAtSale: Number(r.collected),
  }));
}
