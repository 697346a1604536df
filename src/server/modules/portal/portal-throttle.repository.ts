import { sql } from 'kysely';
import type { Db } from '../../app-context';

// Portal request counters per address and minute (docs/decisions/051), shared by every instance.

/**
 * Adds one to `key`'s count in `minute` and answers the new count. One atomic upsert: a count of
 * an older minute starts again at 1, and simultaneous requests on several instances each get
 * their own count.
 */
export async function countPortalHit(db: Db, key: string, minute: number): Promise<number> {
  const row = await db
    .insertInto('portal_throttle')
    .values({ key, minute, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when portal_throttle.minute = ${minute} then portal_throttle.count + 1 else 1 end`,
        minute,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** `key`'s count in `minute` (0 when it has none yet). */
export async function portalHits(db: Db, key: string, minute: number): Promise<number> {
  const row = await db
    .selectFrom('portal_throttle')
    .select('count')
    .where('key', '=', key)
    .where('minute', '=', minute)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Drops the counts of minutes before `minute`. */
export const dropPortalHitsBefore = (db: Db, minute: number) =>
  db.deleteFrom('portal_throttle').where('minute', '<', minute).execute();
