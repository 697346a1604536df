import { businessToday } from '#shared/domain/business-time';
import { composeMessage, type MessageProfile } from '#shared/domain/messaging';
import { incidentsMessages as m } from '#shared/messages/incidents';
import { notificationsMessages } from '#shared/messages/notifications';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type { IncidentNotice, IncidentNoticeList } from '#shared/schemas/incidents';
import type { AppContext } from '../../../app-context';
import type { Actor } from '../../../identity/actor';
import { AppError } from '../../../lib/app-error';
import { nowIso, toIso } from '../../../lib/time';
import { getTemplates } from '../../templates/template.service';
import {
  countPendingNotices,
  findIncidentRow,
  findNotice,
  noticeProfiles,
  pendingNoticeClients,
  pendingNoticeOf,
  pendingNoticePage,
  recordNoticeOutcome,
} from './incident-notice.repository';

// The compensación messages in Avisos (docs/decisions/050). An incident queues one per client in
// the same transaction as the days; the card stays in Avisos until someone sends or skips it,
// and an undone incident's cards go away with it.

/** GET /api/incidents/notices: the messages still owed, newest incident first, each ready to send. */
export async function listNotices(
  ctx: AppContext,
  { page, limit }: PaginationQuery,
): Promise<IncidentNoticeList> {
  const [rows, total] = await Promise.all([
    pendingNoticePage(ctx.db, limit, (page - 1) * limit),
    countPendingNotices(ctx.db),
  ]);
  return { notices: await composeNotices(ctx, rows), pagination: buildPagination(page, limit, total) };
}

/**
 * The compensación still owed to one client of an incident, rendered as Avisos shows it (a send
 * run hands it out, docs/decisions/052), or null when it was sent, skipped or undone.
 */
export async function pendingNoticeFor(
  ctx: AppContext,
  incidentId: number,
  clientId: number,
): Promise<IncidentNotice | null> {
  const rows = await pendingNoticeOf(ctx.db, incidentId, clientId);
  return (await composeNotices(ctx, rows))[0] ?? null;
}

/** The clients an incident still owes a compensación, in Avisos' order; null: no such incident. */
export async function pendingNoticeClientIds(ctx: AppContext, incidentId: number) {
  if (!(await findIncidentRow(ctx.db, incidentId))) return null;
  return pendingNoticeClients(ctx.db, incidentId);
}

type NoticeRow = Awaited<ReturnType<typeof pendingNoticePage>>[number];

/** The one rendering of a compensación message: each row's profiles, template and variables. */
async function composeNotices(ctx: AppContext, rows: NoticeRow[]): Promise<IncidentNotice[]> {
  const [profiles, templates] = await Promise.all([
    noticeProfiles(
      ctx.db,
      rows.map((r) => r.incident_id),
      rows.map((r) => r.client_id),
    ),
    rows.length > 0 ? getTemplates(ctx) : null,
  ]);
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const notices: IncidentNotice[] = [];
  for (const row of rows) {
    const own = profiles.filter((p) => p.incident_id === row.incident_id && p.client_id === row.client_id);
    // The page's query shows only cards with a profile still held; one freed between the two
    // reads is left out rather than rendered with its {servicio}/{perfil} unfilled.
    if (own.length === 0) continue;
    const client = { name: row.client_name, phone: row.client_phone, type: row.client_type };
    const listed: MessageProfile[] = own.map((p) => ({
      serviceName: p.service_name,
      username: p.username,
      password: p.password,
      profileName: p.profile_name,
      pin: p.pin,
      expiryDate: p.new_expiry,
      observations: p.observations,
      servicePrice: p.service_price,
      customPrice: p.custom_price,
      status: 'ocupado',
      accountId: p.account_id,
    }));
    notices.push({
      incidentId: row.incident_id,
      reason: row.reason,
      days: row.days,
      createdAt: toIso(row.created_at),
      client: { id: row.client_id, ...client },
      profiles: own.map((p) => ({
        profileId: p.profile_id,
        profileName: p.profile_name,
        serviceName: p.service_name,
        newExpiry: p.new_expiry,
      })),
      message: composeMessage(templates!.whatsapp.compensacion, 'compensacion', client, listed, today, {
        compensatedDays: row.days,
        reason: row.reason,
        paymentMethods: templates!.paymentMethods,
      }),
    });
  }
  return notices;
}

/**
 * POST /api/incidents/{id}/notices/{clientId}: the message was sent (or skipped). Of two staff
 * members at once exactly one records it; the other gets 409 saying who did.
 */
export async function recordNotice(
  ctx: AppContext,
  actor: Actor,
  key: { incidentId: number; clientId: number },
  outcome: 'enviado' | 'omitido',
) {
  const at = nowIso(ctx.now());
  const notice = await findNotice(ctx.db, key.incidentId, key.clientId);
  if (!notice || notice.undone_at !== null) throw new AppError(404, m.noticeNotFound);
  const recorded =
    notice.outcome === null &&
    (await recordNoticeOutcome(ctx.db, key, { outcome, by: actor.id, byName: actor.name, at })) === 1;
  if (!recorded) {
    const now = (await findNotice(ctx.db, key.incidentId, key.clientId))!;
    throw new AppError(
      409,
      m.noticeHandled(
        now.notified_by_name ?? notificationsMessages.systemSender,
        now.client_name ?? '',
        now.outcome ?? 'enviado',
      ),
    );
  }
  return {
    notice: { ...key, outcome, notifiedByName: actor.name, notifiedAt: at },
  };
}
