import { sql } from 'kysely';
import type { Db } from '../../../app-context';
import { searchCondition, type ClientSearch } from '../client.repository';

// The cartera (docs/decisions/036): clients who owe, read through the partial index
// clients_receivable_idx (owed desc, id where owed > 0), never through the movements. A page is
// two reads: the overdue clients first, then the rest, each in the index's order with its own
// limit, so neither sorts more than the clients who owe.

export interface ReceivablePart {
  /** The business day: a client whose oldest due date is before it is overdue. */
  today: string;
  overdue: boolean;
  search: ClientSearch;
}

const COLUMNS = [
  'clients.id',
  'clients.name',
  'clients.phone',
  'clients.owed',
  'clients.credit',
  'clients.credit_limit',
  'clients.oldest_due_date',
] as const;

function part(db: Db, { today, overdue, search }: ReceivablePart) {
  const condition = searchCondition(search);
  return db
    .selectFrom('clients')
    .where('clients.owed', '>', 0)
    .$if(overdue, (qb) => qb.where('clients.oldest_due_date', '<', today))
    .$if(!overdue, (qb) =>
      qb.where((eb) =>
        eb.or([eb('clients.oldest_due_date', 'is', null), eb('clients.oldest_due_date', '>=', today)]),
      ),
    )
    .$if(condition !== null, (qb) => qb.where(condition!));
}

/** One part of the cartera in its order: the largest debts first, then by name. */
export const receivablePartQuery = (db: Db, filter: ReceivablePart, limit: number, offset: number) =>
  part(db, filter)
    .select(COLUMNS)
    .orderBy('clients.owed', 'desc')
    .orderBy('clients.name_key')
    .orderBy('clients.id')
    .limit(limit)
    .offset(offset);

export const listReceivablePart = (db: Db, filter: ReceivablePart, limit: number, offset: number) =>
  receivablePartQuery(db, filter, limit, offset).execute();

export async function countReceivablePart(db: Db, filter: ReceivablePart) {
  const row = await part(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Por cobrar: what every client owes (the partial index alone). */
export async function totalOwed(db: Db) {
  const { rows } = await sql<{ owed: number | string | null }>`select sum(owed) as owed from clients
    where owed > 0`.execute(db);
  return Number(rows[0]?.owed ?? 0);
}

/** What pending sales due before `day` owe: receivable_due_totals, one row per due date. */
export async function owedDueBefore(db: Db, day: string) {
  const row = await db
    .selectFrom('receivable_due_totals')
    .select((eb) => eb.fn.sum<number | string | null>('owed').as('owed'))
    .where('due_date', '<', day)
    .executeTakeFirstOrThrow();
  return Number(row.owed ?? 0);
}
