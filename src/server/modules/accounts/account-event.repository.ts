import type { Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { AccountEventsTable } from '../../db/schema';

export const insertAccountEvent = (db: Db, row: Insertable<AccountEventsTable>) =>
  db.insertInto('account_events').values(row).execute();

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
