import { notificationsMessages } from '#shared/messages/notifications';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type { Notification } from '#shared/schemas/notifications';
import type { AppContext } from '../../app-context';
import type { NotificationRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { allUserIds } from '../users/user.service';
import {
  countUserNotifications,
  insertNotifications,
  listUserNotifications,
  markNotificationRead,
} from './notification.repository';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  message: row.message,
  read: row.read === 1,
  sender_name: row.sender_name,
  sender_username: row.sender_username,
  link: row.link,
  created_at: toIso(row.created_at),
});

export async function listNotifications(ctx: AppContext, userId: number, { page, limit }: PaginationQuery) {
  const [rows, counts] = await Promise.all([
    listUserNotifications(ctx.db, userId, limit, (page - 1) * limit),
    countUserNotifications(ctx.db, userId),
  ]);
  return {
    notifications: rows.map(toNotification),
    unreadCount: counts.unread,
    pagination: buildPagination(page, limit, counts.total),
  };
}

export async function markRead(ctx: AppContext, userId: number, id: number) {
  const row = await markNotificationRead(ctx.db, userId, id);
  // Someone else's notification answers exactly like a missing one.
  if (!row) throw new AppError(404, notificationsMessages.notFound);
  return toNotification(row);
}

/** POST /api/notifications/all: the same message to every user, with the sender recorded. */
export async function broadcast(ctx: AppContext, sender: UserRow, message: string) {
  const created_at = nowIso(ctx.now());
  return inTransaction(ctx, async (tx) => {
    const users = await allUserIds(tx);
    await insertNotifications(
      tx.db,
      users.map((id) => ({
        user_id: id,
        message,
        read: 0,
        sender_id: sender.id,
        sender_name: sender.full_name?.trim() || sender.username,
        sender_username: sender.username,
        created_at,
      })),
    );
    return users.length;
  });
}

/**
 * Notifications the app itself sends (the morning summary): no sender, so the bell shows
 * 'Sistema', and an in-app `link` to open. All or none are stored.
 */
export async function notifyFromSystem(
  ctx: AppContext,
  notes: { userId: number; message: string; link: string | null }[],
) {
  const created_at = nowIso(ctx.now());
  await inTransaction(ctx, (tx) =>
    insertNotifications(
      tx.db,
      notes.map((note) => ({
        user_id: note.userId,
        message: note.message,
        link: note.link,
        read: 0,
        sender_id: null,
        sender_name: null,
        sender_username: null,
        created_at,
      })),
    ),
  );
}
