import type { Db } from '../../app-context';
import type { NotificationsTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export function listUserNotifications(db: Db, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countUserNotifications(db: Db, userId: number) {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

/** Marks read only when the notification belongs to the user; answers the row or undefined. */
export const markNotificationRead = (db: Db, userId: number, id: number) =>
  db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();

export async function insertNotifications(db: Db, rows: Insertable<NotificationsTable>[]) {
  if (rows.length > 0) await db.insertInto('notifications').values(rows).execute();
}
