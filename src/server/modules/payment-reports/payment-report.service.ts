import { changesBetween, changesOfCreate } from '#shared/domain/audit';
import { businessToday } from '#shared/domain/business-time';
import { detectImageType } from '#shared/domain/image-type';
import { formatCop } from '#shared/domain/money';
import { paymentReportMessages as m } from '#shared/messages/payment-reports';
import { portalMessages } from '#shared/messages/portal';
import type {
  PaymentReport,
  PaymentReportInput,
  PaymentReportStatus,
  PortalPaymentReports,
} from '#shared/schemas/payment-reports';
import type { AppContext, TxContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inRetriedTransaction, inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { createPayment } from '../cartera/payment.service';
import { AVISOS_LINK } from '../reminders/morning-summary.job';
import { renewSale } from '../sales/sale.service';
import { activePaymentMethods, getPaymentMethod } from '../payment-methods/payment-method.service';
import { notifyFromSystem } from '../notifications/notification.service';
import {
  countLinkReportsSince,
  decidePaymentReport,
  findPaymentReport,
  findPaymentReportImage,
  insertPaymentReport,
  listClientPaymentReportRows,
  listPaymentReportRows,
  lockPortalLink,
  movimientosUserIds,
  renewableProfilesOf,
  setPaymentReportPayment,
  type PaymentReportRow,
} from './payment-report.repository';

/**
 * The portal link a request came with, as the portal module finds it (its PortalVisit): written
 * here by shape, because the portal registers these routes and may not be imported back.
 */
export interface PortalVisit {
  linkId: number;
  clientId: number;
  clientName: string;
}

// "Ya pagué" (issue 27 item 4, docs/decisions/055): a client reports a payment from their portal
// page; every staff member allowed Movimientos finds it in the bell and in Avisos; one of them
// confirms it (the abono is recorded, and the renewals the client asked for made, in the same
// transaction) or rejects it with a reason. A report is decided once.

/** At most this many reports per link in an hour (counted in the database: every instance). */
export const REPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** How many reports the client's page and the staff's list show. */
const CLIENT_REPORTS = 10;
const STAFF_REPORTS = 100;

const profileIdsOf = (row: PaymentReportRow): number[] => {
  try {
    const ids: unknown = JSON.parse(row.renew_profile_ids);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

const labelOf = (p: { name: string; service_name: string | null }) =>
  p.service_name ? `${p.service_name} · ${p.name}` : p.name;

const entry = (
  row: { id: number; client_id: number; client_name: string },
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
  note: string | null,
): AuditEntry => ({
  entity: 'payment_report',
  entityId: row.id,
  label: `Pago reportado · ${row.client_name}`,
  action,
  clientId: row.client_id,
  changes,
  note,
});

const toPortalReport = (row: PaymentReportRow) => ({
  id: row.id,
  createdAt: toIso(row.created_at),
  amount: Number(row.amount),
  method: row.method_name,
  reference: row.reference,
  status: row.status,
  rejectReason: row.reject_reason,
});

async function toReports(ctx: AppContext, rows: PaymentReportRow[]): Promise<PaymentReport[]> {
  const byClient = new Map<number, Awaited<ReturnType<typeof renewableProfilesOf>>>();
  for (const clientId of new Set(rows.map((r) => r.client_id)))
    byClient.set(clientId, await renewableProfilesOf(ctx.db, clientId));
  return rows.map((row) => {
    const chosen = new Set(profileIdsOf(row));
    return {
      ...toPortalReport(row),
      clientId: row.client_id,
      clientName: row.client_name,
      methodId: row.method_id,
      note: row.note,
      hasImage: row.image_type !== null,
      renewProfiles: (byClient.get(row.client_id) ?? [])
        .filter((p) => chosen.has(p.id))
        .map((p) => ({ id: p.id, label: labelOf(p) })),
      paymentId: row.payment_id,
      decidedBy: row.decided_by_name,
      decidedAt: toIso(row.decided_at),
    };
  });
}

/** GET /api/portal/{token}/payment-reports: what the form offers and the client's reports. */
export async function portalPaymentReports(
  ctx: AppContext,
  visit: PortalVisit,
): Promise<PortalPaymentReports> {
  const [methods, profiles, rows] = await Promise.all([
    activePaymentMethods(ctx),
    renewableProfilesOf(ctx.db, visit.clientId),
    listClientPaymentReportRows(ctx.db, visit.clientId, CLIENT_REPORTS),
  ]);
  return {
    methods: methods.map((method) => ({ id: method.id, name: method.name })),
    profiles: profiles.map((p) => ({ id: p.id, label: labelOf(p) })),
    reports: rows.map(toPortalReport),
  };
}

/**
 * POST /api/portal/{token}/payment-reports: checks the image by its content (as uploads do),
 * counts the link's reports of the last hour under its row's lock (so two at once cannot both be
 * the fifth), stores the report, audits it with the address and rings every bell allowed
 * Movimientos, all in one transaction.
 */
export async function createPaymentReport(
  ctx: AppContext,
  visit: PortalVisit,
  input: PaymentReportInput,
  image: Buffer | undefined,
  ip: string,
) {
  const imageType = image ? detectImageType(image) : null;
  if (image && !imageType) throw new AppError(400, m.onlyImages);
  return inRetriedTransaction(ctx, async (tx) => {
    const method = await getPaymentMethod(tx, input.methodId).catch(() => undefined);
    if (!method?.active) throw new AppError(400, m.invalidMethod);
    const renewable = new Set((await renewableProfilesOf(tx.db, visit.clientId)).map((p) => p.id));
    if (!input.renewProfileIds.every((id) => renewable.has(id))) throw new AppError(400, m.invalidProfiles);
    await lockPortalLink(tx.db, tx.dialect, visit.linkId);
    const now = tx.now();
    const since = nowIso(new Date(now.getTime() - HOUR_MS));
    if ((await countLinkReportsSince(tx.db, visit.linkId, since)) >= REPORTS_PER_HOUR)
      throw new AppError(429, m.tooManyReports);
    const { id } = await insertPaymentReport(tx.db, {
      client_id: visit.clientId,
      portal_link_id: visit.linkId,
      amount: input.amount,
      method_id: method.id,
      method_name: method.name,
      reference: input.reference,
      note: input.note,
      renew_profile_ids: JSON.stringify([...new Set(input.renewProfileIds)]),
      image_type: imageType,
      image_data: imageType ? image! : null,
      ip,
      created_at: nowIso(now),
    });
    const row = { id, client_id: visit.clientId, client_name: visit.clientName };
    await recordAudit(tx, null, {
      ...entry(
        row,
        'create',
        changesOfCreate({
          amount: input.amount,
          method: method.name,
          reference: input.reference,
          note: input.note,
        }),
        m.createdNote(ip),
      ),
      byName: portalMessages.actor,
    });
    const users = await movimientosUserIds(tx.db, businessToday(now, tx.config.TZ_APP));
    await notifyFromSystem(
      tx,
      users.map((user) => ({
        userId: user.id,
        message: m.notification(visit.clientName, formatCop(input.amount)),
        link: AVISOS_LINK,
      })),
    );
    return toPortalReport((await findPaymentReport(tx.db, id))!);
  });
}

/** GET /api/payment-reports?status: newest first. */
export async function listPaymentReports(ctx: AppContext, status: PaymentReportStatus | undefined) {
  return { reports: await toReports(ctx, await listPaymentReportRows(ctx.db, status, STAFF_REPORTS)) };
}

/** GET /api/payment-reports/{id}/image: the stored bytes and the content type the check found. */
export async function paymentReportImage(ctx: AppContext, id: number) {
  const row = await findPaymentReportImage(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  if (!row.image_type || !row.image_data) throw new AppError(404, m.noImage);
  return { contentType: row.image_type, data: Buffer.from(row.image_data) };
}

/** The pending report, or 404 / 409. */
async function pendingReport(tx: TxContext, id: number) {
  const row = await findPaymentReport(tx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  if (row.status !== 'pendiente') throw new AppError(409, m.alreadyDecided);
  return row;
}

/** Stamps the decision; 409 when another staff member decided it first. */
async function decide(
  tx: TxContext,
  actor: Actor,
  id: number,
  set: Parameters<typeof decidePaymentReport>[2],
) {
  const won = await decidePaymentReport(tx.db, id, {
    ...set,
    decided_by: actor.id,
    decided_by_name: actor.name,
    decided_at: nowIso(tx.now()),
  });
  if (!won) throw new AppError(409, m.alreadyDecided);
}

/**
 * POST /api/payment-reports/{id}/confirm: in one transaction, claims the report (only a pending
 * one: of two confirms at once exactly one wins, the other 409 and nothing of it is written),
 * records the abono through the cartera's payment service (applied oldest sale first), then
 * renews the sales holding the profiles chosen (each must be one the client asked for), whose
 * renewal the client's money, now saldo a favor, pays at once when it is enough.
 */
export function confirmPaymentReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  renewProfileIds: number[],
): Promise<PaymentReport> {
  return inRetriedTransaction(ctx, async (tx) => {
    const row = await pendingReport(tx, id);
    // The claim comes first: the loser of a race stops here, before any money is written.
    await decide(tx, actor, id, { status: 'confirmado' });
    const chosen = new Set(profileIdsOf(row));
    if (!renewProfileIds.every((p) => chosen.has(p))) throw new AppError(400, m.renewNotChosen);
    const payment = await createPayment(
      tx,
      actor,
      {
        clientId: row.client_id,
        amount: Number(row.amount),
        methodId: row.method_id,
        reference: row.reference,
        date: null,
        note: row.note ? `${m.paymentNote(id)}: ${row.note}` : m.paymentNote(id),
      },
      // Reported while the medio was active: turning it off since does not refuse the money.
      { inactiveMethodAllowed: true },
    );
    await setPaymentReportPayment(tx.db, id, payment.id);
    const profiles = await renewableProfilesOf(tx.db, row.client_id);
    const sales = new Set<number>();
    for (const profileId of new Set(renewProfileIds)) {
      const profile = profiles.find((p) => p.id === profileId);
      if (!profile || profile.sale_id === null) throw new AppError(409, m.renewNotHeld(String(profileId)));
      sales.add(profile.sale_id);
    }
    for (const saleId of sales)
      await renewSale(tx, actor, saleId, { price: null, paymentStatus: 'pendiente' });
    await recordAudit(
      tx,
      actor,
      entry(
        row,
        'update',
        changesBetween({ status: 'pendiente', payment: null }, { status: 'confirmado', payment: payment.id }),
        null,
      ),
    );
    return (await toReports(tx, [(await findPaymentReport(tx.db, id))!]))[0]!;
  });
}

/** POST /api/payment-reports/{id}/reject: once, with the reason the client will read. */
export function rejectPaymentReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  reason: string,
): Promise<PaymentReport> {
  return inTransaction(ctx, async (tx) => {
    const row = await pendingReport(tx, id);
    await decide(tx, actor, id, { status: 'rechazado', reject_reason: reason });
    await recordAudit(
      tx,
      actor,
      entry(
        row,
        'update',
        changesBetween(
          { status: 'pendiente', reject_reason: null },
          { status: 'rechazado', reject_reason: reason },
        ),
        reason,
      ),
    );
    return (await toReports(tx, [(await findPaymentReport(tx.db, id))!]))[0]!;
  });
}
