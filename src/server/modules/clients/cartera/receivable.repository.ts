import { sql } from 'kysely';
import type { Db } from '../../../app-context';
import { searchCondition, type ClientSearch } from '../client.repository';

// The cartera (docs/decisions/036): clients who owe, never read through the movements. The page
// walks clients_receivable_order_idx (overdue desc, owed desc, name_key, id where owed > 0) in its
// order, so it costs the same with 500 debtors or 5 000; clients.overdue is kept by every balance
// write and brought up to the business day by refreshOverdue before a read.

export interface ReceivableFilter {
  /** Only the clients whose oldest due date has passed. */
  overdueOnly: boolean;
  search: ClientSearch;
}

function debtors(db: Db, { overdueOnly, search }: ReceivableFilter) {
  const condition = searchCondition(search);
  return db
    .selectFrom('clients')
    .where('clients.owed', '>', 0)
    .$if(overdueOnly, (qb) => qb.where('clients.overdue', '=', 1))
    .$if(condition !== null, (qb) => qb.where(condition!));
}

/** A page of the cartera in its order: overdue first, then the largest debts, then by name. */
export const receivablePageQuery = (db: Db, filter: ReceivableFilter, limit: number, offset: number) =>
  debtors(db, filter)
    .select([
      'clients.id',
      'clients.name',
      'clients.phone',
      'clients.owed',
      'clients.credit',
      'clients.credit_limit',
      'clients.oldest_due_date',
    ])
    .orderBy('clients.overdue', 'desc')
    .orderBy('clients.owed', 'desc')
    .orderBy('clients.name_key')
    .orderBy('clients.id')
    .limit(limit)
    .offset(offset);

export const listReceivablePage = (db: Db, filter: ReceivableFilter, limit: number, offset: number) =>
  receivablePageQuery(db, filter, limit, offset).execute();

/** How many clients the filter finds (the partial index alone). */
export async function countReceivables(db: Db, filter: ReceivableFilter) {
  const row = await debtors(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Por cobrar, and what pending sales due before each of two days owe: receivable_due_totals holds
 * one row per due date (a few hundred whatever the shop's size), and what every client owes is
 * what every pending sale owes.
 */
export async function owedTotals(db: Db, overdueBefore: string, longOverdueBefore: string) {
  const { rows } = await sql<{
    owed: number | string | null;
    overdue: number | string | null;
    overdue30: number | string | null;
  }>`select sum(owed) as owed,
      sum(case when due_date < ${overdueBefore} then owed else 0 end) as overdue,
      sum(case when due_date < ${longOverdueBefore} then owed else 0 end) as overdue30
    from receivable_due_totals`.execute(db);
  const row = rows[0];
  return {
    owed: Number(row?.owed ?? 0),
    overdue: Number(row?.overdue ?? 0),
    overdue30: Number(row?.overdue30 ?? 0),
  };
}

// A flag is stale when a debtor's oldest due date passed since it was written (a new business
// day), or, with a clock set back, when it has not come yet. clients_overdue_watch_idx answers
// both with one probe each, however many clients owe.
const staleFlag = (today: string) =>
  sql<boolean>`owed > 0 and ((overdue = 0 and oldest_due_date < ${today})
    or (overdue = 1 and oldest_due_date >= ${today}))`;

/** Whether any debtor's overdue flag is wrong on `today`. */
export async function hasStaleOverdue(db: Db, today: string) {
  const [late, early] = await Promise.all([
    db
      .selectFrom('clients')
      .select('id')
      .where('owed', '>', 0)
      .where('overdue', '=', 0)
      .where('oldest_due_date', '<', today)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('clients')
      .select('id')
      .where('owed', '>', 0)
      .where('overdue', '=', 1)
      .where('oldest_due_date', '>=', today)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return late !== undefined || early !== undefined;
}

/**
 * Sets the stale flags from the oldest due date (the rule of isOverdue, in SQL). On PostgreSQL the
 * rows another transaction holds are skipped: that transaction is settling the client, and its
 * balance write sets the flag itself.
 */
export async function refreshOverdueFlags(db: Db, dialect: 'sqlite' | 'postgres', today: string) {
  const value = sql<number>`case when oldest_due_date < ${today} then 1 else 0 end`;
  if (dialect === 'postgres') {
    await sql`update clients set overdue = ${value} where id in (
      select id from clients where ${staleFlag(today)} order by id for update skip locked)`.execute(db);
  } else {
    await sql`update clients set overdue = ${value} where ${staleFlag(today)}`.execute(db);
  }
}
