import { changesBetween, changesOfCreate } from '#shared/domain/audit';
import { businessToday } from '#shared/domain/business-time';
import { carteraMessages } from '#shared/messages/cartera';
import { buildPagination } from '#shared/schemas/common';
import type { Payment, PaymentInput, PaymentListQuery } from '#shared/schemas/payments';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import type { Actor } from '../../identity/actor';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { applicationsOfPayment, bumpSalePaid, deleteApplication } from './balance.repository';
import { lockClient, settle } from './client-balance.service';
import { paymentAuditFields, toPayment, type PaymentRow } from './payment.mapper';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.service';
import {
  applicationsOfPayments,
  countPayments,
  findMethod,
  findPayment,
  insertPayment,
  listPaymentPage,
  updatePayment,
} from './payment.repository';

// Abonos (issue 24, docs/decisions/036): money received is applied to the client's oldest
// pending sales first; what is left is saldo a favor. A payment is never deleted, it is voided.

const m = carteraMessages;

const todayOf = (ctx: AppContext) => businessToday(ctx.now(), ctx.config.TZ_APP);

/** "Abono · Carlos Pérez": the payment's line in the trail, in its client's history. */
export const paymentEntry = (
  row: PaymentRow,
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
  note?: string | null,
): AuditEntry => ({
  entity: 'payment',
  entityId: row.id,
  label: `${row.origin === 'abono' ? 'Abono' : 'Saldo a favor'} · ${row.client_name}`,
  action,
  clientId: row.client_id,
  changes,
  note: note ?? null,
});

async function withApplications(ctx: AppContext, row: PaymentRow): Promise<Payment> {
  return toPayment(row, await applicationsOfPayments(ctx.db, [row.id]));
}

/** The method a payment names: unknown → 400, inactive → 400 unless `inactiveAllowed`. */
async function methodFor(tx: TxContext, methodId: number | null, inactiveAllowed = false) {
  if (methodId === null) return null;
  const method = await findMethod(tx.db, methodId);
  if (!method) throw new AppError(400, m.invalidMethod);
  if (!inactiveAllowed && !Number(method.active)) throw new AppError(400, m.methodInactive);
  return method;
}

export interface CreatePaymentOptions {
  /**
   * The money already came in by this medio while it was active (a "Ya pagué" report confirmed
   * after the shop turned the medio off): record it as it was paid.
   */
  inactiveMethodAllowed?: boolean;
}

/**
 * POST /api/payments: records the money, applies it oldest sale first (settle) and rewrites the
 * client's balance, all in one transaction. The client's lock queues payments for one client, so
 * ten at once apply exactly their sum.
 */
export function createPayment(
  ctx: AppContext,
  actor: Actor,
  input: PaymentInput,
  options: CreatePaymentOptions = {},
): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const today = todayOf(tx);
    const date = input.date ?? today;
    if (date > today) throw new AppError(400, m.dateInFuture);
    const method = await methodFor(tx, input.methodId, options.inactiveMethodAllowed);
    const client = await lockClient(tx, input.clientId);
    if (!client) throw new AppError(400, m.clientNotFound);
    const now = nowIso(tx.now());
    const inserted = await insertPayment(tx.db, {
      client_id: client.id,
      client_name: client.name,
      origin: 'abono',
      amount: input.amount,
      applied: 0,
      method_id: method?.id ?? null,
      method_name: method?.name ?? null,
      method_kind: method?.kind ?? null,
      reference: input.reference,
      date,
      note: input.note,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
      updated_at: now,
    });
    await settle(tx, client);
    const row = (await findPayment(tx.db, inserted.id))!;
    await recordAudit(tx, actor, paymentEntry(row, 'create', changesOfCreate(paymentAuditFields(row))));
    const payment = await withApplications(tx, row);
    await emitWebhookEvent(tx, 'pago.registrado', {
      paymentId: payment.id,
      date: payment.date,
      amount: payment.amount,
      applied: payment.applied,
      client: { id: payment.clientId, name: payment.clientName },
      method: payment.methodName,
      reference: payment.reference,
      note: payment.note,
      recordedBy: payment.createdByName,
      createdAt: payment.createdAt,
      appliedTo: payment.applications,
    });
    return payment;
  });
}

/**
 * A credit note: what a cancelled sale had been paid on the spot, kept as the client's saldo a
 * favor (a cancelación's part; the caller holds the client's lock and settles).
 */
export async function recordCreditNote(
  tx: TxContext,
  actor: Actor | null,
  note: { client: { id: number; name: string }; amount: number; date: string; saleId: number },
) {
  const now = nowIso(tx.now());
  const row = await insertPayment(tx.db, {
    client_id: note.client.id,
    client_name: note.client.name,
    origin: 'nota_credito',
    amount: note.amount,
    applied: 0,
    method_id: null,
    method_name: null,
    method_kind: null,
    reference: null,
    date: note.date,
    note: m.creditNoteNote(note.saleId),
    source_movement_id: note.saleId,
    created_by: actor?.id ?? null,
    created_by_name: actor?.name ?? null,
    created_at: now,
    updated_at: now,
  });
  await recordAudit(tx, actor, paymentEntry(row, 'create', changesOfCreate(paymentAuditFields(row))));
  return row;
}

/**
 * POST /api/payments/{id}/void: the payment stays, stamped voided with the reason and who; its
 * applications are removed, so its sales owe again (and the client's other saldo a favor, if any,
 * pays them at once).
 */
export function voidPayment(ctx: AppContext, actor: Actor, id: number, reason: string): Promise<Payment> {
  return inTransaction(ctx, async (tx) => {
    const first = await findPayment(tx.db, id);
    if (!first) throw new AppError(404, m.paymentNotFound);
    if (first.client_id === null) throw new AppError(409, m.paymentWithoutClient);
    const client = await lockClient(tx, first.client_id);
    const stored = await findPayment(tx.db, id);
    if (!stored) throw new AppError(404, m.paymentNotFound);
    if (!client || stored.client_id !== client.id) throw new AppError(409, m.paymentWithoutClient);
    if (stored.voided_at !== null) throw new AppError(409, m.alreadyVoided);
    if (stored.origin === 'nota_credito') throw new AppError(409, m.creditNoteNotVoidable);
    for (const application of await applicationsOfPayment(tx.db, id)) {
      await deleteApplication(tx.db, application.id);
      await bumpSalePaid(tx.db, application.movementId, -application.amount, 'pendiente');
    }
    const now = nowIso(tx.now());
    await updatePayment(tx.db, id, {
      applied: 0,
      voided_at: now,
      void_reason: reason,
      voided_by: actor.id,
      voided_by_name: actor.name,
      updated_at: now,
    });
    await settle(tx, client);
    const row = (await findPayment(tx.db, id))!;
    const changes = changesBetween(
      { voided: false, void_reason: null },
      { voided: true, void_reason: reason },
    );
    await recordAudit(tx, actor, paymentEntry(row, 'void', changes, reason));
    return withApplications(tx, row);
  });
}

export async function getPayment(ctx: AppContext, id: number): Promise<Payment> {
  const row = await findPayment(ctx.db, id);
  if (!row) throw new AppError(404, m.paymentNotFound);
  return withApplications(ctx, row);
}

/** GET /api/payments: newest first, one page, each with its applications. */
export async function listPaymentsPage(ctx: AppContext, query: PaymentListQuery) {
  const { page, limit } = query;
  const scope = { clientId: query.clientId, methodId: query.methodId, from: query.from, to: query.to };
  const [rows, total] = await Promise.all([
    listPaymentPage(ctx.db, scope, limit, (page - 1) * limit),
    countPayments(ctx.db, scope),
  ]);
  const applications = await applicationsOfPayments(
    ctx.db,
    rows.map((r) => r.id),
  );
  const byPayment = new Map<number, typeof applications>();
  for (const a of applications) byPayment.set(a.payment_id, [...(byPayment.get(a.payment_id) ?? []), a]);
  return {
    payments: rows.map((row) => toPayment(row, byPayment.get(row.id) ?? [])),
    pagination: buildPagination(page, limit, total),
  };
}
