import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#shared/domain/webhooks';
import { webhookMessages } from '#shared/messages/webhooks';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type {
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookUpdate,
  WebhookValues,
} from '#shared/schemas/webhooks';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context';
import type { WebhooksTable } from '../../db/schema';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { sealCredential } from '../../lib/credentials';
import { addMs, nowIso, toIso } from '../../lib/time';
import { randomToken } from '../../lib/tokens';
import { inTransaction } from '../../lib/transaction';
import { urlAddressProblem } from '../../lib/webhook-address';
import { recordAudit } from '../audit/audit.service';
import { WEBHOOK_RETRY_WINDOW_MS } from './webhook-outbox.service';
import {
  attemptsOf,
  countDeliveries,
  deleteWebhookRow,
  findDeliveryRow,
  findWebhookRow,
  insertWebhook,
  listDeliveryPage,
  listWebhookRows,
  updateDelivery,
  updateWebhookRow,
} from './webhook.repository';

// Webhooks (issue 28 item 3, docs/decisions/049): admins register endpoints; the secret that signs
// their deliveries is `whsec_` and 256 random bits, shown once and stored sealed with the data key
// (the worker must read it back to sign, so a hash would not do).

const m = webhookMessages;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const TRIES_SHOWN = 10;

type WebhookRow = Selectable<WebhooksTable>;

const eventsOf = (row: WebhookRow): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((e) => row.events.split(',').includes(e));

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: eventsOf(row),
  active: row.active === 1,
  createdAt: toIso(row.created_at),
  updatedAt: toIso(row.updated_at),
});

const auditFields = (row: { url: string; events: string; active: number }) => ({
  url: row.url,
  events: row.events.split(',').join(', '),
  active: row.active === 1,
});

/** 400 unless the URL's host is public (a name: every address it resolves to now). */
async function checkAddress(url: string) {
  const problem = await urlAddressProblem(new URL(url));
  if (problem === 'private') throw new AppError(400, m.urlPrivate);
  if (problem === 'unresolved') throw new AppError(400, m.urlUnresolved);
}

export async function createWebhook(
  ctx: AppContext,
  actor: Actor,
  input: WebhookValues,
): Promise<CreatedWebhook> {
  await checkAddress(input.url);
  const secret = WEBHOOK_SECRET_PREFIX + randomToken(32);
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const values = { url: input.url, events: input.events.join(','), active: 1 };
    const { id } = await insertWebhook(tx.db, {
      ...values,
      secret: sealCredential(secret),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, actor, {
      entity: 'webhook',
      entityId: id,
      label: input.url,
      action: 'create',
      changes: changesOfCreate(auditFields(values)),
    });
    return { id, secret };
  });
}

export const listWebhooks = async (ctx: AppContext): Promise<Webhook[]> =>
  (await listWebhookRows(ctx.db)).map(toWebhook);

export async function updateWebhook(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: WebhookUpdate,
): Promise<Webhook> {
  if (input.url !== undefined) await checkAddress(input.url);
  return inTransaction(ctx, async (tx) => {
    const row = await findWebhookRow(tx.db, id);
    if (!row) throw new AppError(404, m.notFound);
    const changes = {
      url: input.url ?? row.url,
      events: input.events ? input.events.join(',') : row.events,
      active: input.active === undefined ? row.active : input.active ? 1 : 0,
    };
    await updateWebhookRow(tx.db, id, { ...changes, updated_at: nowIso(tx.now()) });
    const diff = changesBetween(auditFields(row), auditFields(changes));
    if (diff.length > 0)
      await recordAudit(tx, actor, {
        entity: 'webhook',
        entityId: id,
        label: changes.url,
        action: 'update',
        changes: diff,
      });
    return toWebhook((await findWebhookRow(tx.db, id))!);
  });
}

/** Deletes the endpoint with its deliveries (the pending ones are never sent). */
export async function removeWebhook(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await findWebhookRow(tx.db, id);
    if (!row) throw new AppError(404, m.notFound);
    await deleteWebhookRow(tx.db, id);
    await recordAudit(tx, actor, {
      entity: 'webhook',
      entityId: id,
      label: row.url,
      action: 'delete',
      changes: changesOfDelete(auditFields(row)),
    });
  });
}

type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDeliveryRow>>>;

const toDelivery = (
  row: Omit<DeliveryRow, 'url'>,
  tries: Awaited<ReturnType<typeof attemptsOf>>,
): WebhookDelivery => ({
  id: row.id,
  eventId: row.uid,
  event: row.event as WebhookEvent,
  state: row.state,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
  createdAt: toIso(row.created_at),
  lastAttemptAt: toIso(row.last_attempt_at),
  nextAttemptAt: row.state === 'pendiente' ? toIso(row.next_attempt_at) : null,
  deliveredAt: toIso(row.delivered_at),
  tries: tries
    .filter((t) => t.delivery_id === row.id)
    .slice(0, TRIES_SHOWN)
    .map((t) => ({
      at: toIso(t.attempted_at),
      statusCode: t.status_code,
      error: t.error,
      durationMs: t.duration_ms,
    })),
});

/** GET /api/webhooks/{id}/deliveries: newest first, one page, each with its last tries. */
export async function listDeliveries(
  ctx: AppContext,
  webhookId: number,
  query: PaginationQuery,
): Promise<WebhookDeliveryList> {
  if (!(await findWebhookRow(ctx.db, webhookId))) throw new AppError(404, m.notFound);
  const { page, limit } = query;
  const [rows, total] = await Promise.all([
    listDeliveryPage(ctx.db, webhookId, limit, (page - 1) * limit),
    countDeliveries(ctx.db, webhookId),
  ]);
  const tries = await attemptsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    deliveries: rows.map((r) => toDelivery(r, tries)),
    pagination: buildPagination(page, limit, total),
  };
}

/**
 * POST /api/webhook-deliveries/{id}/retry (Reenviar): the delivery is pending again, due now,
 * with 24 more hours of retries, whatever its state (a delivered one is sent once more: the
 * receiver deduplicates by the event id).
 */
export async function retryDelivery(ctx: AppContext, actor: Actor, id: number): Promise<WebhookDelivery> {
  return inTransaction(ctx, async (tx) => {
    const row = await findDeliveryRow(tx.db, id);
    if (!row) throw new AppError(404, m.deliveryNotFound);
    const now = tx.now();
    await updateDelivery(tx.db, id, {
      state: 'pendiente',
      next_attempt_at: nowIso(now),
      retry_until: nowIso(addMs(now, WEBHOOK_RETRY_WINDOW_MS)),
    });
    await recordAudit(tx, actor, {
      entity: 'webhook',
      entityId: row.webhook_id,
      label: row.url,
      action: 'resend',
      note: `${row.event} · ${row.uid}`,
    });
    const updated = (await findDeliveryRow(tx.db, id))!;
    return toDelivery(updated, await attemptsOf(tx.db, [id]));
  });
}
