import { sql } from 'kysely';
import type { Db } from '../../app-context';

// Caja del día (issue 24, item 5): one day's money in, read from that day's rows only.

/** The most abonos one day lists: far more than a shop records in a day. */
export const CASH_DAY_LIMIT = 2000;

/** The day's live abonos (not voided, no credit notes) by medio de pago, then in the order recorded. */
export const abonosOfDay = (db: Db, date: string) =>
  db
    .selectFrom('payments')
    .select([
      'id',
      'client_name',
      'amount',
      'reference',
      'method_id',
      'method_name',
      'method_kind',
      'created_by_name',
      'created_at',
    ])
    .where('date', '=', date)
    .where('origin', '=', 'abono')
    .where('voided_at', 'is', null)
    .orderBy('id')
    .limit(CASH_DAY_LIMIT)
    .execute();

/** The day's sales paid on the spot: how many, and what they brought in then. */
export async function paidAtSaleOfDay(db: Db, date: string) {
  const row = await db
    .selectFrom('movements')
    .select([
      sql<number>`count(case when paid_at_sale > 0 then 1 end)`.as('sales'),
      sql<number>`coalesce(sum(paid_at_sale), 0)`.as('amount'),
    ])
    .where('date', '=', date)
    .where('type', 'in', ['venta', 'renovacion'])
    .executeTakeFirstOrThrow();
  return { sales: Number(row.sales), amount: Number(row.amount) };
}
