import { sql, type Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { SendRunItemsTable, SendRunsTable } from '../../db/schema';

// Send runs (docs/decisions/052): the run, its items, and the claim that hands each item out once.

export async function insertRun(db: Db, row: Insertable<SendRunsTable>) {
  const { id } = await db.insertInto('send_runs').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertItems(db: Db, rows: Insertable<SendRunItemsTable>[]) {
  // Chunks keep each statement under SQLite's and PostgreSQL's limits on bound parameters.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('send_run_items')
      .values(rows.slice(i, i + 500))
      .execute();
}

export const findRun = (db: Db, id: number) =>
  db.selectFrom('send_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const listRunRows = (db: Db, statuses: SendRunsTable['status'][] | null) => {
  let query = db.selectFrom('send_runs').selectAll();
  if (statuses) query = query.where('status', 'in', statuses);
  return query.orderBy('id', 'desc').limit(50).execute();
};

/** Moves the run from one of `from` to `to`; 1 when this request moved it. */
export async function setRunStatus(
  db: Db,
  id: number,
  from: SendRunsTable['status'][],
  to: SendRunsTable['status'],
  finishedAt: string | null,
) {
  const result = await db
    .updateTable('send_runs')
    .set({ status: to, ...(finishedAt ? { finished_at: finishedAt } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const markStarted = (db: Db, id: number, at: string) =>
  db
    .updateTable('send_runs')
    .set({ started_at: at })
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .execute();

/** How many items of the run are in each status. */
export async function itemCounts(db: Db, runId: number) {
  const rows = await db
    .selectFrom('send_run_items')
    .select(['status', sql<number>`count(*)`.as('n')])
    .where('run_id', '=', runId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Items a staff member finished by hand (they were handed out) and when the last one was. */
export async function handPace(db: Db, runId: number) {
  const row = await db
    .selectFrom('send_run_items')
    .select([sql<number>`count(*)`.as('n'), sql<string | Date | null>`max(finished_at)`.as('last')])
    .where('run_id', '=', runId)
    .where('claimed_at', 'is not', null)
    .where('finished_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last };
}

export const findItem = (db: Db, runId: number, itemId: number) =>
  db
    .selectFrom('send_run_items')
    .selectAll()
    .where('run_id', '=', runId)
    .where('id', '=', itemId)
    .executeTakeFirst();

/** The item this staff member took and has not reported yet (a reload continues with it). */
export const openClaimOf = (db: Db, runId: number, userId: number) =>
  db
    .selectFrom('send_run_items')
    .selectAll()
    .where('run_id', '=', runId)
    .where('status', '=', 'claimed')
    .where('claimed_by', '=', userId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();

/** The next item to hand out: the first pending one, or one whose claim lapsed before `lapsedBefore`. */
export const nextCandidate = (db: Db, runId: number, lapsedBefore: string) =>
  db
    .selectFrom('send_run_items')
    .selectAll()
    .where('run_id', '=', runId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'claimed'), eb('claimed_at', '<', lapsedBefore)]),
      ]),
    )
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();

/**
 * Takes the item for a staff member if it is still as it was read (pending, or the same lapsed
 * claim): of two requests at once exactly one updates the row. 1 when this one took it.
 */
export async function claimItem(
  db: Db,
  item: { id: number; status: string; claimed_at: string | Date | null },
  by: { id: number; name: string; at: string },
) {
  let query = db
    .updateTable('send_run_items')
    .set({ status: 'claimed', claimed_by: by.id, claimed_by_name: by.name, claimed_at: by.at })
    .where('id', '=', item.id);
  query =
    item.status === 'pending'
      ? query.where('status', '=', 'pending')
      : query.where('status', '=', 'claimed').where('claimed_at', '=', item.claimed_at as string);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What the sent outcome will record, written when the item is handed out. */
export const describeItem = (db: Db, id: number, type: string, profileIds: number[]) =>
  db
    .updateTable('send_run_items')
    .set({ type, profile_ids: JSON.stringify(profileIds) })
    .where('id', '=', id)
    .execute();

/** Finishes an item this staff member holds; 1 when it was theirs and still open. */
export async function finishItem(
  db: Db,
  id: number,
  userId: number,
  status: 'sent' | 'skipped' | 'failed',
  at: string,
  skipReason: string | null = null,
) {
  const result = await db
    .updateTable('send_run_items')
    .set({ status, finished_at: at, skip_reason: skipReason })
    .where('id', '=', id)
    .where('status', '=', 'claimed')
    .where('claimed_by', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function openItemsLeft(db: Db, runId: number) {
  const row = await db
    .selectFrom('send_run_items')
    .select('id')
    .where('run_id', '=', runId)
    .where('status', 'in', ['pending', 'claimed'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const clientRows = (db: Db, ids: number[]) =>
  db.selectFrom('clients').select(['id', 'name', 'phone']).where('id', 'in', ids).execute();

/** Puts back the clients taken but not reported (a paused run), so whoever resumes gets them in order. */
export const releaseClaims = (db: Db, runId: number) =>
  db
    .updateTable('send_run_items')
    .set({ status: 'pending', claimed_by: null, claimed_by_name: null, claimed_at: null })
    .where('run_id', '=', runId)
    .where('status', '=', 'claimed')
    .execute();
