import { businessToday } from '#shared/domain/business-time';
import { addDays, classifyExpiry, daysLeft } from '#shared/domain/expiry';
import { composeMessage, renewalPrice, suggestedType, type MessageProfile } from '#shared/domain/messaging';
import type { NotificationLogEntry } from '#shared/schemas/reminders';
import type { AppContext } from '../../app-context';
import { toIso } from '../../lib/time';
import { dueProfiles } from '../accounts/profiles/profile-due.service';
import { getTemplates } from '../templates/template.service';
import { entriesAboutProfiles } from './notification-log.repository';
import { toLogEntry } from './notification-log.service';

type DueRow = Awaited<ReturnType<typeof dueProfiles>>[number];

// GET /api/reminders (docs/decisions/014): the clients to write to, most urgent first.
export async function listReminders(ctx: AppContext, window: number) {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const rows = await dueProfiles(ctx, addDays(today, window));
  const [templates, entries] = await Promise.all([
    getTemplates(ctx),
    entriesAboutProfiles(
      ctx.db,
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
    }));
    const type = suggestedType(
      profiles.map((p) => ({ status: p.status, expiryDate: p.expiry_date })),
      today,
    );
    const expired = (p: DueRow) =>
      p.status === 'expirado' || classifyExpiry(p.expiry_date, today) === 'expired';
    // Urgency: a profile marked expirado first, then the earliest expiry.
    const urgency = first.status === 'expirado' ? '0000-00-00' : (first.expiry_date ?? '');
    return {
      urgency,
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
      message: composeMessage(templates.whatsapp[type], type, client, messageProfiles, today),
      lastEntry,
      remindedToday:
        lastEntry !== null && businessToday(new Date(lastEntry.createdAt), ctx.config.TZ_APP) === today,
    };
  });
  reminders.sort(
    (a, b) =>
      a.urgency.localeCompare(b.urgency) ||
      a.client.name.localeCompare(b.client.name) ||
      a.client.id - b.client.id,
  );

  const all = reminders.flatMap((r) => r.profiles);
  return {
    today,
    window,
    counts: {
      clients: reminders.length,
      expired: all.filter((p) => p.state === 'expired').length,
      expiring: all.filter((p) => p.state === 'near').length,
      remindedToday: reminders.filter((r) => r.remindedToday).length,
    },
    reminders: reminders.map(({ urgency: _urgency, ...rest }) => rest),
  };
}
