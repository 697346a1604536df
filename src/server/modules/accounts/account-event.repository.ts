import type { Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { AccountEventsTable } from '../../db/schema';
import { chunks, rowsPerInsert } from '../../lib/chunks';

export const insertAccountEvent = (db: Db, row: Insertable<AccountEventsTable>) =>
  db.insertInto('account_events').values(row).execute();

/** Many events, a few thousand per statement; ids follow the order given. */
export async function insertAccountEvents(db: Db, rows: Insertable<AccountEventsTable>[]) {
  for (const slice of chunks(rows, rowsPerInsert(13)))
    await db.insertInto('account_events').values(slice).execute();
}

/** Newest first; id breaks ties between events of one transaction. */
export const listAccountEvents = (db: Db, accountId: number, limit: number, offset: number) =>
  db
    .selectFrom('account_events')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countAccountEvents(db: Db, accountId: number) {
  const row = await db
    .selectFrom('account_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest events of one type across accounts, with the account's service and username. */
export const listLatestEvents = (db: Db, type: AccountEventsTable['type'], limit: number) =>
  db
    .selectFrom('account_events')
    .innerJoin('accounts', 'accounts.id', 'account_events.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .selectAll('account_events')
    .select(['accounts.username as account_username', 'services.name as service_name'])
    .where('account_events.type', '=', type)
    .orderBy('account_events.id', 'desc')
    .limit(limit)
    .execute();
