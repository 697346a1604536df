import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { WebhookDeliveriesTable, WebhooksTable } from '../../db/schema';

// Webhooks (issue 28 item 3, docs/decisions/049): a handful of endpoints, their outbox and tries.

export const insertWebhook = (db: Db, row: Insertable<WebhooksTable>) =>
  db.insertInto('webhooks').values(row).returning('id').executeTakeFirstOrThrow();

export const listWebhookRows = (db: Db) =>
  db.selectFrom('webhooks').selectAll().orderBy('id', 'desc').execute();

export const findWebhookRow = (db: Db, id: number) =>
  db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();

export const updateWebhookRow = (db: Db, id: number, changes: Updateable<WebhooksTable>) =>
  db.updateTable('webhooks').set(changes).where('id', '=', id).execute();

export const deleteWebhookRow = (db: Db, id: number) =>
  db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();

/**
 * The active endpoints and their events, read inside the change's transaction. On PostgreSQL each
 * row is held FOR KEY SHARE until the change commits: a webhook deleted meanwhile waits for it
 * (rather than failing the sale's delivery insert); edits and other sales are not held up.
 */
export function activeWebhooks(tx: Tx, dialect: 'sqlite' | 'postgres') {
  const query = tx.selectFrom('webhooks').select(['id', 'events']).where('active', '=', 1);
  return (dialect === 'postgres' ? query.forKeyShare() : query).execute();
}

export const insertWebhookEvent = (
  db: Db,
  row: { uid: string; event: string; occurred_at: string; body: string },
) => db.insertInto('webhook_events').values(row).returning('id').executeTakeFirstOrThrow();

export const insertDeliveries = (db: Db, rows: Insertable<WebhookDeliveriesTable>[]) =>
  db.insertInto('webhook_deliveries').values(rows).execute();

/**
 * Each active endpoint's oldest pending deliveries, up to `perEndpoint` of each in the order they
 * were written: the worker sends a run of them from the head, in order, so an endpoint receives
 * its events in the order they happened (a later one waits while an earlier one is retried). One
 * range read per endpoint on the pending index, however long its history.
 */
export async function endpointQueues(db: Db, perEndpoint: number) {
  const endpoints = await db.selectFrom('webhooks').select('id').where('active', '=', 1).execute();
  return Promise.all(
    endpoints.map((w) =>
      db
        .selectFrom('webhook_deliveries')
        .select(['id', 'next_attempt_at', 'lease_until'])
        .where('webhook_id', '=', w.id)
        .where('state', '=', 'pendiente')
        .orderBy('id')
        .limit(perEndpoint)
        .execute(),
    ),
  );
}

/**
 * Takes these deliveries for one try: one conditional update, so of several instances exactly
 * one gets each (on PostgreSQL a second update waits on the row, then re-checks the condition
 * against the committed row and finds it leased). Answers what the tries need, for those taken.
 */
export async function claimDeliveries(db: Db, ids: number[], now: string, leaseUntil: string) {
  if (ids.length === 0) return [];
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
    .where('id', 'in', ids)
    .where('state', '=', 'pendiente')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select([
      'd.id',
      'd.webhook_id',
      'd.attempts',
      'd.retry_until',
      'w.url',
      'w.secret',
      'e.uid',
      'e.event',
      'e.body',
    ])
    .where(
      'd.id',
      'in',
      claimed.map((c) => c.id),
    )
    .orderBy('d.id')
    .execute();
}

export const insertAttempts = (
  db: Db,
  rows: {
    delivery_id: number;
    attempted_at: string;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
  }[],
) => db.insertInto('webhook_attempts').values(rows).execute();

export const updateDelivery = (db: Db, id: number, changes: Updateable<WebhookDeliveriesTable>) =>
  db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();

/**
 * Marks these deliveries entregado in one statement, each with its own last try (status and
 * time, read from the attempt just recorded for it): a round delivers dozens at once, and on
 * SQLite every statement runs on the sales' one connection (decision 049).
 */
export function markDelivered(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => {
      const lastTry = (column: 'status_code' | 'attempted_at') =>
        eb
          .selectFrom('webhook_attempts as a')
          .select(`a.${column}`)
          .whereRef('a.delivery_id', '=', 'webhook_deliveries.id')
          .orderBy('a.id', 'desc')
          .limit(1);
      const at = lastTry('attempted_at').$castTo<string>();
      return {
        state: 'entregado',
        lease_until: null,
        last_error: null,
        last_status_code: lastTry('status_code').$castTo<number>(),
        last_attempt_at: at,
        delivered_at: at,
      };
    })
    .where('id', 'in', ids)
    .execute();
}

export const countDeliveries = (db: Db, webhookId: number) =>
  db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('webhook_id', '=', webhookId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.total));

/** An endpoint's deliveries, newest first, one page. */
export const listDeliveryPage = (db: Db, webhookId: number, limit: number, offset: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select(['e.uid', 'e.event'])
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const attemptsOf = (db: Db, deliveryIds: number[]) =>
  deliveryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where('delivery_id', 'in', deliveryIds)
        .orderBy('id', 'desc')
        .execute();

export const findDeliveryRow = (db: Db, id: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .selectAll('d')
    .select(['e.uid', 'e.event', 'w.url'])
    .where('d.id', '=', id)
    .executeTakeFirst();
