import type { AppContext } from '../../app-context';
import { openCredential } from '../../lib/credentials';
import { addMs, nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { claimDeliveries, endpointHeads, insertAttempts, updateDelivery } from './webhook.repository';
import { sendWebhook, type WebhookSender } from './webhook-sender.service';

// The webhook worker (docs/decisions/049): in every app instance, like the daily jobs' scheduler.
// Each round takes every active endpoint's oldest pending delivery that is due, claims them with
// one conditional update (a lease, so several instances never send one twice at once, and one
// that died mid-send is taken over when the lease ends), sends them side by side, and records the
// tries in one transaction: two short writes a round, whatever the number of endpoints. 2xx is entregado; anything else is tried again
// after an exponential wait (10 s, 20 s, 40 s… at most an hour) until 24 hours after the event,
// then it is fallido. Reenviar (POST /api/webhook-deliveries/{id}/retry) puts it back.

export interface WebhookWorkerOptions {
  log: { error: (details: { err: unknown }, message: string) => void };
  /** How often to look for due deliveries. */
  intervalMs?: number;
  /** The first wait after a failed try; each next one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claim holds: longer than a try (5 s) can take. */
  leaseMs?: number;
  /** Deliveries tried at once per round (each to a different endpoint). */
  batchSize?: number;
  send?: WebhookSender;
}

export interface WebhookWorker {
  /** Tries what is due once; answers how many were tried. Never throws. */
  tick: () => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
}

export const WEBHOOK_INTERVAL_MS = 2_000;
const MAX_ROUNDS = 20;
export const WEBHOOK_BASE_DELAY_MS = 10_000;
export const WEBHOOK_MAX_DELAY_MS = 60 * 60_000;

/** The wait after the n-th failed try (n from 1). */
export const backoffMs = (attempt: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.min(attempt - 1, 30));

export function createWebhookWorker(
  ctx: AppContext,
  {
    log,
    intervalMs = WEBHOOK_INTERVAL_MS,
    baseDelayMs = WEBHOOK_BASE_DELAY_MS,
    maxDelayMs = WEBHOOK_MAX_DELAY_MS,
    leaseMs = 60_000,
    batchSize = 10,
    send = sendWebhook,
  }: WebhookWorkerOptions,
): WebhookWorker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();

  /** One round: at most one delivery per endpoint (its oldest pending), side by side. */
  async function round() {
    const now = ctx.now();
    const due = (await endpointHeads(ctx.db)).filter(
      (h) =>
        new Date(h.next_attempt_at).getTime() <= now.getTime() &&
        (h.lease_until === null || new Date(h.lease_until).getTime() <= now.getTime()),
    );
    const claimed = await claimDeliveries(
      ctx.db,
      due.slice(0, batchSize).map((h) => h.id),
      nowIso(now),
      nowIso(addMs(now, leaseMs)),
    );
    if (claimed.length === 0) return 0;
    const results = await Promise.all(
      claimed.map(async (d) => {
        const result = await send({
          url: d.url,
          body: d.body,
          secret: openCredential(d.secret),
          eventUid: d.uid,
          event: d.event,
          attempt: d.attempts,
        }).catch((error: unknown) => {
          log.error({ err: error }, `No se pudo enviar la entrega de webhook ${d.id}`);
          return { statusCode: null, error: String(error), durationMs: 0 };
        });
        return { delivery: d, result, at: ctx.now() };
      }),
    );
    await inTransaction(ctx, async (tx) => {
      await insertAttempts(
        tx.db,
        results.map(({ delivery, result, at }) => ({
          delivery_id: delivery.id,
          attempted_at: nowIso(at),
          status_code: result.statusCode,
          error: result.error,
          duration_ms: result.durationMs,
        })),
      );
      for (const { delivery, result, at } of results) {
        const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
        const next = addMs(at, backoffMs(delivery.attempts, baseDelayMs, maxDelayMs));
        const gaveUp = !delivered && next.getTime() > new Date(delivery.retry_until).getTime();
        await updateDelivery(tx.db, delivery.id, {
          state: delivered ? 'entregado' : gaveUp ? 'fallido' : 'pendiente',
          lease_until: null,
          last_status_code: result.statusCode,
          last_error: result.error,
          last_attempt_at: nowIso(at),
          ...(delivered ? { delivered_at: nowIso(at) } : {}),
          ...(!delivered && !gaveUp ? { next_attempt_at: nowIso(next) } : {}),
        });
      }
    });
    return results.length;
  }

  /** Rounds while they find work (an endpoint's next event follows the one just sent), up to 20. */
  async function tick() {
    let tried = 0;
    try {
      for (let rounds = 0; rounds < MAX_ROUNDS && !stopped; rounds += 1) {
        const count = await round();
        tried += count;
        if (count === 0) break;
      }
    } catch (error) {
      log.error({ err: error }, 'No se pudieron revisar las entregas de webhooks');
    }
    return tried;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  return {
    tick: () => {
      const run = current.then(tick);
      current = run;
      return run;
    },
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
