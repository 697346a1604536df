import type { Selectable } from 'kysely';
import { messages } from '#shared/messages/es';
import { buildPagination } from '#shared/schemas/common';
import type { NotificationLogEntry, NotificationLogInput } from '#shared/schemas/reminders';
import type { AppContext } from '../../app-context';
import type { NotificationLogTable, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { getClient } from '../clients/client.service';
import {
  countLogEntries,
  insertLogEntry,
  listLogEntries,
  logProfileIds,
} from './notification-log.repository';

export const toLogEntry = (
  row: Selectable<NotificationLogTable>,
  profileIds: number[],
): NotificationLogEntry => ({
  id: row.id,
  clientId: row.client_id,
  profileIds,
  type: row.type,
  outcome: row.outcome,
  userId: row.user_id,
  userName: row.user_name,
  createdAt: toIso(row.created_at),
});

/** Records who told (or chose not to tell) a client about some of their profiles, and when. */
export async function recordNotification(ctx: AppContext, user: UserRow, input: NotificationLogInput) {
  const profileIds = [...new Set(input.profileIds)].sort((a, b) => a - b);
  return inTransaction(ctx, async (tx) => {
    const client = await getClient(tx, input.clientId).catch(() => {
      throw new AppError(400, messages.messaging.clientNotFound);
    });
    // A profile is the client's while they hold it (ocupado) or it is marked expirado for them.
    const held = new Set(client.profiles.map((p) => p.profile_id));
    if (!profileIds.every((id) => held.has(id)))
      throw new AppError(400, messages.messaging.profilesNotOfClient);
    const row = {
      client_id: client.id,
      type: input.type,
      outcome: input.outcome,
      user_id: user.id,
      user_name: user.full_name?.trim() || user.username,
      created_at: nowIso(ctx.now()),
    };
    const id = await insertLogEntry(tx.db, row, profileIds);
    return toLogEntry({ id, ...row }, profileIds);
  });
}

export async function listNotificationLog(
  ctx: AppContext,
  query: { clientId?: number; profileId?: number; page: number; limit: number },
) {
  const filter = { clientId: query.clientId, profileId: query.profileId };
  const [rows, total] = await Promise.all([
    listLogEntries(ctx.db, filter, query.limit, (query.page - 1) * query.limit),
    countLogEntries(ctx.db, filter),
  ]);
  const links = await logProfileIds(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    entries: rows.map((row) =>
      toLogEntry(
        row,
        links.filter((l) => l.log_id === row.id).map((l) => l.profile_id),
      ),
    ),
    pagination: buildPagination(query.page, query.limit, total),
  };
}
