import type { Db } from '../../app-context';
import type { NotificationLogTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export async function insertLogEntry(db: Db, row: Insertable<NotificationLogTable>, profileIds: number[]) {
  const { id } = await db
    .insertInto('notification_log')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notification_log_profiles')
    .values(profileIds.map((profile_id) => ({ log_id: id, profile_id })))
    .execute();
  return id;
}

interface LogFilter {
  clientId?: number;
  profileId?: number;
}

/** Entries newest first by id: (client_id, id) and (profile_id, log_id) serve the filters in order. */
function filtered(db: Db, { clientId, profileId }: LogFilter) {
  let query = db.selectFrom('notification_log');
  if (clientId !== undefined) query = query.where('notification_log.client_id', '=', clientId);
  if (profileId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('notification_log_profiles')
          .select('notification_log_profiles.log_id')
          .whereRef('notification_log_profiles.log_id', '=', 'notification_log.id')
          .where('notification_log_profiles.profile_id', '=', profileId),
      ),
    );
  }
  return query;
}

export const listLogEntries = (db: Db, filter: LogFilter, limit: number, offset: number) =>
  filtered(db, filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();

export async function countLogEntries(db: Db, filter: LogFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function logProfileIds(db: Db, logIds: number[]) {
  if (logIds.length === 0) return [];
  return db
    .selectFrom('notification_log_profiles')
    .select(['log_id', 'profile_id'])
    .where('log_id', 'in', logIds)
    .orderBy('profile_id')
    .execute();
}

/** Every entry about any of the profiles, newest first, with the profile it is about. */
export async function entriesAboutProfiles(db: Db, profileIds: number[]) {
  if (profileIds.length === 0) return [];
  return db
    .selectFrom('notification_log_profiles')
    .innerJoin('notification_log', 'notification_log.id', 'notification_log_profiles.log_id')
    .selectAll('notification_log')
    .select('notification_log_profiles.profile_id')
    .where('notification_log_profiles.profile_id', 'in', profileIds)
    .orderBy('notification_log.id', 'desc')
    .execute();
}

/**
 * The newest entry of the given types about any of the profiles written after that profile last
 * changed (the rule the reminder list uses for its last entry), or undefined.
 */
export const newestEntryAfterChange = (db: Db, profileIds: number[], types: readonly string[]) =>
  db
    .selectFrom('notification_log_profiles')
    .innerJoin('notification_log', 'notification_log.id', 'notification_log_profiles.log_id')
    .innerJoin('profiles', 'profiles.id', 'notification_log_profiles.profile_id')
    .selectAll('notification_log')
    .where('notification_log_profiles.profile_id', 'in', profileIds)
    .where('notification_log.type', 'in', types as NotificationLogTable['type'][])
    .whereRef('notification_log.created_at', '>=', 'profiles.updated_at')
    .orderBy('notification_log.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Whether the client has any entry (sent or skipped, any type) written at or after `since`. */
export const clientHasEntrySince = (db: Db, clientId: number, since: string) =>
  db
    .selectFrom('notification_log')
    .select('id')
    .where('client_id', '=', clientId)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst()
    .then((row) => row !== undefined);
