import { sql, type Insertable, type Updateable, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { Database, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema';

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
 * Each active endpoint, with what its tries need (URL and sealed secret), and its oldest pending
 * deliveries, up to `perEndpoint`, in the order they were written: the worker sends a run of them
 * from the head, in order, so an endpoint receives its events in the order they happened (a later
 * one waits while an earlier one is retried). One range read per endpoint on the pending index,
 * however long its history.
 */
export async function endpointQueues(db: Db, perEndpoint: number) {
  const endpoints = await db
    .selectFrom('webhooks')
    .select(['id', 'url', 'secret'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  return Promise.all(
    endpoints.map(async (endpoint) => ({
      endpoint,
      queue: await db
        .selectFrom('webhook_deliveries')
        .select(['id', 'next_attempt_at', 'lease_until'])
        .where('webhook_id', '=', endpoint.id)
        .where('state', '=', 'pendiente')
        .orderBy('id')
        .limit(perEndpoint)
        .execute(),
    })),
  );
}

/**
 * An endpoint's deliveries from `firstId` to `lastId` (a run: a prefix of its pending ones), so a
 * statement names a run of a hundred with two parameters, and its text (and on SQLite its prepared
 * statement) is the same every round. `lease` narrows it to the ones this round claimed.
 */
function inRun(
  db: Db,
  run: { webhookId: number; firstId: number; lastId: number },
  lease?: string,
): UpdateQueryBuilder<Database, 'webhook_deliveries', 'webhook_deliveries', UpdateResult> {
  const query = db
    .updateTable('webhook_deliveries')
    .where('webhook_id', '=', run.webhookId)
    .where('id', '>=', run.firstId)
    .where('id', '<=', run.lastId)
    .where('state', '=', 'pendiente');
  return lease === undefined ? query : query.where('lease_until', '=', lease);
}

/**
 * Takes an endpoint's run for one try: one conditional update, so of several instances exactly
 * one gets each delivery (on PostgreSQL a second update waits on the row, then re-checks the
 * condition against the committed row and finds it leased). Answers the ones taken, in order.
 */
export async function claimRun(
  db: Db,
  run: { webhookId: number; firstId: number; lastId: number },
  now: string,
  leaseUntil: string,
) {
  const claimed = await inRun(db, run)
    .set({ lease_until: leaseUntil, attempts: sql`attempts + 1` })
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning(['id', 'event_id', 'attempts', 'retry_until'])
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The events these deliveries carry, each read once however many endpoints it goes to. */
export const eventsById = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('webhook_events').select(['id', 'uid', 'event', 'body']).where('id', 'in', ids).execute();

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
 * Marks a run's delivered deliveries entregado in one statement, each with its own last try
 * (status and time, read from the attempt just recorded for it). The delivered ones are a prefix
 * of the run (a failure ends it), so `lastId` is the last delivered; `lease` keeps it to this
 * round's claim.
 */
export const markDelivered = (
  db: Db,
  run: { webhookId: number; firstId: number; lastId: number },
  lease: string,
) =>
  inRun(db, run, lease)
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
    .execute();

/**
 * Puts back, untried, the rest of a run claimed this round (behind a failure, or past the
 * deadline): its lease ends and the claim's try is not counted.
 */
export const releaseUntried = (
  db: Db,
  run: { webhookId: number; firstId: number; lastId: number },
  lease: string,
) =>
  inRun(db, run, lease)
    .set({ lease_until: null, attempts: sql`attempts - 1` })
    .execute();

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
