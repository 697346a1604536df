import type { Db } from '../../app-context';
import type { Insertable } from 'kysely';
import type { SessionsTable } from '../../db/schema';

export const insertSession = (db: Db, session: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(session).execute();

export const findSession = (db: Db, id: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const touchSession = (db: Db, id: string, lastSeenAt: string) =>
  db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

/** Closes every session of a user except, optionally, the one making the request. */
export function deleteUserSessions(db: Db, userId: number, exceptId?: string | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return query.execute();
}

export const deleteSessionsExpiredBefore = (db: Db, instant: string) =>
  db.deleteFrom('sessions').where('expires_at', '<', instant).execute();
