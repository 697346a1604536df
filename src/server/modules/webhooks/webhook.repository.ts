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
 * Deliveries the worker may try now: pending, due, not held by another instance's lease, of an
 * active endpoint, and the oldest pending one of that endpoint (an endpoint receives its events
 * in the order they happened: a later one waits while an earlier one is retried).
 */
export const dueDeliveries = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select(['d.id'])
    .where('d.state', '=', 'pendiente')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<=', now)]))
    .where('w.active', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as e')
            .select(sql.lit(1).as('one'))
            .whereRef('e.webhook_id', '=', 'd.webhook_id')
            .where('e.state', '=', 'pendiente')
            .whereRef('e.id', '<', 'd.id'),
        ),
      ),
    )
    .orderBy('d.id')
    .limit(limit)
    .execute();

/**
 * Takes a delivery for one try: one conditional update, so of several instances exactly one gets
 * it (on PostgreSQL the second re-reads the row the first changed and finds it leased). Answers
 * what the try needs, or undefined when another instance took it.
 */
export async function claimDelivery(db: Db, id: number, now: string, leaseUntil: string) {
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('state', '=', 'pendiente')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning(['id', 'attempts', 'retry_until', 'webhook_id', 'event_id'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select(['d.id', 'd.attempts', 'd.retry_until', 'w.url', 'w.secret', 'e.uid', 'e.event', 'e.body'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export const insertAttempt = (
  db: Db,
  row: {
    delivery_id: number;
    attempted_at: string;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
  },
) => db.insertInto('webhook_attempts').values(row).execute();

export const updateDelivery = (db: Db, id: number, changes: Updateable<WebhookDeliveriesTable>) =>
  db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();

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
