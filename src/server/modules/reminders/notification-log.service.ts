import type { Selectable } from 'kysely';
import { avisosMessages } from '#shared/messages/avisos';
import { messagingMessages } from '#shared/messages/messaging';
import { notificationsMessages } from '#shared/messages/notifications';
import { buildPagination } from '#shared/schemas/common';
import { businessDayStart, businessToday, formatDisplayTime } from '#shared/domain/business-time';
import type { WhatsappType } from '#shared/domain/messaging';
import type { NotificationLogEntry, notificationLogInputSchema } from '#shared/schemas/reminders';
import type { z } from '#shared/schemas/zod';
import type { AppContext } from '../../app-context';
import type { NotificationLogTable, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { clientForReminder, getClient } from '../clients/client.service';
import { recordReminderTerms } from '../reports/renewal-outcome.service';
import {
  clientHasEntrySince,
  countLogEntries,
  insertLogEntry,
  listLogEntries,
  logProfileIds,
  newestEntryAfterChange,
} from './notification-log.repository';

type NotificationLogRequest = z.output<typeof notificationLogInputSchema>;

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

/** The types a daily reminder sends; a password change or support message is never refused. */
export const REMINDER_TYPES = ['expirado', 'renovaciones'] as const satisfies readonly WhatsappType[];
const isReminderType = (type: WhatsappType) => (REMINDER_TYPES as readonly string[]).includes(type);

/**
 * Records who told (or chose not to tell) a client about some of their profiles, and when.
 *
 * A reminder is also the claim on the client (docs/decisions/016): when someone already recorded
 * a reminder about any of these profiles today, after the profile last changed, the request is
 * refused with 409 naming who and when, unless `resend` says the staff member means it. The
 * client's row is held while checking and writing, so of two staff members at once exactly one
 * records it.
 */
export async function recordNotification(ctx: AppContext, user: UserRow, input: NotificationLogRequest) {
  const profileIds = [...new Set(input.profileIds)].sort((a, b) => a - b);
  return inTransaction(ctx, async (tx) => {
    if (!(await clientForReminder(tx, input.clientId)))
      throw new AppError(400, messagingMessages.clientNotFound);
    const client = await getClient(tx, input.clientId).catch(() => {
      throw new AppError(400, messagingMessages.clientNotFound);
    });
    // A profile is the client's while they hold it (ocupado) or it is marked expirado for them.
    const held = new Set(client.profiles.map((p) => p.profile_id));
    if (!profileIds.every((id) => held.has(id)))
      throw new AppError(400, messagingMessages.profilesNotOfClient);
    if (isReminderType(input.type) && !input.resend) {
      const previous = await newestEntryAfterChange(tx.db, profileIds, REMINDER_TYPES);
      const tz = ctx.config.TZ_APP;
      const today = businessToday(ctx.now(), tz);
      if (previous && businessToday(new Date(toIso(previous.created_at)), tz) === today)
        throw new AppError(
          409,
          avisosMessages.alreadyHandled(
            previous.user_name ?? notificationsMessages.systemSender,
            client.name,
            formatDisplayTime(toIso(previous.created_at), tz),
            previous.outcome,
          ),
        );
    }
    const row = {
      client_id: client.id,
      type: input.type,
      outcome: input.outcome,
      user_id: user.id,
      user_name: user.full_name?.trim() || user.username,
      created_at: nowIso(ctx.now()),
    };
    const id = await insertLogEntry(tx.db, row, profileIds);
    if (input.outcome === 'enviado' && isReminderType(input.type))
      await recordReminderTerms(tx, { logId: id, userId: user.id, profileIds });
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

/**
 * Whether someone wrote to (or skipped) the client today, in the business time zone, about
 * anything: the rule a send run skips by (docs/decisions/052).
 */
export function clientHandledToday(ctx: AppContext, clientId: number) {
  const tz = ctx.config.TZ_APP;
  const dayStart = businessDayStart(businessToday(ctx.now(), tz), tz).toISOString();
  return clientHasEntrySince(ctx.db, clientId, dayStart);
}
