import { businessDayStart, businessToday } from '#shared/domain/business-time';
import { addDays, classifyExpiry, daysLeft } from '#shared/domain/expiry';
import {
  composeMessage,
  renewalPrice,
  suggestedType,
  type LoggedWhatsappType,
  type MessageProfile,
} from '#shared/domain/messaging';
import { buildPagination } from '#shared/schemas/common';
import type { NotificationLogEntry, RemindersQuery } from '#shared/schemas/reminders';
import type { AppContext } from '../../app-context';
import { toIso } from '../../lib/time';
import { dueProfiles } from '../accounts/profiles/profile-due.service';
import { lastReminderOutcomes } from '../reports/renewal-report.service';
import { getTemplates } from '../templates/template.service';
import { entriesAboutProfiles } from './notification-log.repository';
import { toLogEntry } from './notification-log.service';
import { countDueClients, pageDueClientIds } from './reminder.repository';

type DueRow = Awaited<ReturnType<typeof dueProfiles>>[number];

/**
 * GET /api/reminders (docs/decisions/014 and 033): the figures of the whole window, and one page
 * of the clients to write to, most urgent first, each with the message ready.
 */
export async function listReminders(ctx: AppContext, { window, page, limit, sendable }: RemindersQuery) {
  const { today, due } = dueWindow(ctx, window);
  const [counts, clientIds] = await Promise.all([
    countDueClients(ctx.db, due),
    pageDueClientIds(ctx.db, due, { limit, offset: (page - 1) * limit, sendable }),
  ]);
  const reminders = clientIds.length > 0 ? await remindersOf(ctx, today, due.lastDate, clientIds) : [];
  return {
    today,
    window,
    counts,
    reminders,
    pagination: buildPagination(page, limit, sendable ? counts.sendable : counts.clients),
  };
}

/** The figures of a window alone (the morning summary): no card is built. */
export const reminderCounts = (ctx: AppContext, window: number) =>
  countDueClients(ctx.db, dueWindow(ctx, window).due);

function dueWindow(ctx: AppContext, window: number) {
  const tz = ctx.config.TZ_APP;
  const today = businessToday(ctx.now(), tz);
  const due = {
    lastDate: addDays(today, window),
    today,
    dayStart: businessDayStart(today, tz).toISOString(),
  };
  return { today, due };
}

/**
 * The reminder card of each given client that has a due profile (expiring by `lastDate`, or
 * marked expirado), as Avisos renders it: a send run hands these out (docs/decisions/052). With
 * a `type`, the message is that type's instead of the suggested one.
 */
export function reminderCards(
  ctx: AppContext,
  clientIds: number[],
  { window, type }: { window: number | null; type?: LoggedWhatsappType },
) {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  // A selection of clients (no window): every profile they hold, whatever its date.
  const lastDate = window === null ? '9999-12-31' : addDays(today, window);
  return remindersOf(ctx, today, lastDate, clientIds, type);
}

/** The window's clients a batch writes to, most urgent first; `sendable` leaves out who was handled today. */
export async function dueClientIds(ctx: AppContext, window: number, sendable: boolean, limit: number) {
  const ids = await pageDueClientIds(ctx.db, dueWindow(ctx, window).due, { limit, offset: 0, sendable });
  return ids;
}

/** The reminder cards of the given clients, in the order given. */
async function remindersOf(
  ctx: AppContext,
  today: string,
  lastDate: string,
  clientIds: number[],
  forcedType?: LoggedWhatsappType,
) {
  const rows = await dueProfiles(ctx, lastDate, clientIds);
  const [templates, entries, outcomes] = await Promise.all([
    getTemplates(ctx),
    entriesAboutProfiles(
      ctx.db,
      rows.map((r) => r.profile_id),
    ),
    lastReminderOutcomes(
      ctx,
      rows.map((r) => r.profile_id),
    ),
  ]);

  const byClient = new Map<number, DueRow[]>();
  // A profile marked expirado first, then by expiry date (the order the query gives).
  const marked = rows.filter((r) => r.status === 'expirado');
  for (const row of [...marked, ...rows.filter((r) => r.status !== 'expirado')])
    byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);

  const reminders = [...byClient.values()].map((profiles) => {
    const first = profiles[0] as DueRow;
    const client = {
      id: first.client_id,
      name: first.client_name,
      phone: first.client_phone,
      type: first.client_type,
    };
    const ids = new Set(profiles.map((p) => p.profile_id));
    // The last entry about these profiles that is newer than the profile's last change: a
    // renewal or a release after a reminder makes it old news.
    const changedAt = new Map(profiles.map((p) => [p.profile_id, toIso(p.updated_at)]));
    const latest = entries.find(
      (e) => ids.has(e.profile_id) && toIso(e.created_at) >= (changedAt.get(e.profile_id) ?? ''),
    );
    const lastEntry: NotificationLogEntry | null = latest
      ? toLogEntry(
          latest,
          entries
            .filter((e) => e.id === latest.id)
            .map((e) => e.profile_id)
            .sort((a, b) => a - b),
        )
      : null;
    const messageProfiles: MessageProfile[] = profiles.map((p) => ({
      serviceName: p.service_name,
      username: p.username,
      password: p.password,
      profileName: p.profile_name,
      pin: p.pin,
      expiryDate: p.expiry_date,
      observations: p.observations,
      servicePrice: p.service_price,
      customPrice: p.custom_price,
      status: p.status,
      accountProfileCount: Number(p.account_profiles),
      accountId: p.account_id,
    }));
    const type =
      forcedType ??
      suggestedType(
        profiles.map((p) => ({ status: p.status, expiryDate: p.expiry_date })),
        today,
      );
    const expired = (p: DueRow) =>
      p.status === 'expirado' || classifyExpiry(p.expiry_date, today) === 'expired';
    return {
      client,
      profiles: profiles.map((p, i) => ({
        profileId: p.profile_id,
        profileName: p.profile_name,
        accountId: p.account_id,
        serviceName: p.service_name,
        status: p.status,
        expiryDate: p.expiry_date,
        daysLeft: p.expiry_date ? daysLeft(p.expiry_date, today) : null,
        state: expired(p) ? ('expired' as const) : ('near' as const),
        price: renewalPrice(client, messageProfiles[i] as MessageProfile),
      })),
      total: messageProfiles.reduce((sum, p) => sum + renewalPrice(client, p), 0),
      suggestedType: type,
      message: composeMessage(templates.whatsapp[type], type, client, messageProfiles, today, {
        paymentMethods: templates.paymentMethods,
      }),
      lastEntry,
      remindedToday:
        lastEntry !== null && businessToday(new Date(lastEntry.createdAt), ctx.config.TZ_APP) === today,
      lastReminder:
        profiles
          .map((p) => outcomes.get(p.profile_id))
          .filter((o) => o !== undefined)
          .sort((a, b) => b.remindedAt.localeCompare(a.remindedAt))[0] ?? null,
    };
  });
  // The page's order (the query's): most urgent first, then by name and id.
  const position = new Map(clientIds.map((id, i) => [id, i]));
  return reminders.sort((a, b) => (position.get(a.client.id) ?? 0) - (position.get(b.client.id) ?? 0));
}
