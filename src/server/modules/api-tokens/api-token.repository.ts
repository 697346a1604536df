import { sql, type Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { ApiTokensTable } from '../../db/schema';

// API tokens (issue 28, docs/decisions/043): a handful of rows per shop, and one indexed lookup by
// hash on every bearer request.

export const insertApiToken = (db: Db, row: Insertable<ApiTokensTable>) =>
  db.insertInto('api_tokens').values(row).returning('id').executeTakeFirstOrThrow();

/** Every token with its creator's name, newest first. */
export const listApiTokenRows = (db: Db) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.created_by')
    .selectAll('api_tokens')
    .select(['users.full_name as creator_full_name', 'users.username as creator_username'])
    .orderBy('api_tokens.id', 'desc')
    .execute();

export const findApiTokenRow = (db: Db, id: number) =>
  db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();

export const findApiTokenByHash = (db: Db, hash: string) =>
  db.selectFrom('api_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();

export const setApiTokenRevoked = (db: Db, id: number, at: string) =>
  db.updateTable('api_tokens').set({ revoked_at: at }).where('id', '=', id).execute();

/**
 * Counts one request in the token's current minute and answers the count so far. The first
 * request of a minute starts the count again and stamps last_used_at, so a busy token writes
 * last_used_at at most once a minute. One atomic statement: simultaneous requests on several
 * instances each get their own count (the right-hand sides read the row as it was).
 */
export async function countApiTokenRequest(db: Db, id: number, minute: number, now: string) {
  const row = await db
    .updateTable('api_tokens')
    .set({
      rate_count: sql`case when rate_window = ${minute} then rate_count + 1 else 1 end`,
      last_used_at: sql`case when rate_window = ${minute} then last_used_at else ${now} end`,
      rate_window: minute,
    })
    .where('id', '=', id)
    .returning('rate_count')
    .executeTakeFirstOrThrow();
  return Number(row.rate_count);
}
