import type { AppContext } from '../../app-context';
import { openCredential } from '../../lib/credentials';
import { addMs, nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import {
  claimDeliveries,
  endpointQueues,
  insertAttempts,
  markDelivered,
  updateDelivery,
} from './webhook.repository';
import { sendWebhook, type WebhookResult, type WebhookSender } from './webhook-sender.service';

const isDelivered = (result: WebhookResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

// The webhook worker (docs/decisions/049): in every app instance, like the daily jobs' scheduler.
// Each round takes, for every active endpoint, the run of its oldest pending deliveries that are
// due (up to 100), claims them all with one conditional update (a lease, so several instances never
// send one twice at once, and one that died mid-send is taken over when the lease ends), sends
// each endpoint's run one after another in order (the endpoints side by side), and records the
// tries in one transaction (the delivered ones in one statement): two short writes a round,
// however many sales it carries. On SQLite every write commits through the sales' one connection
// and waits for the disk, so a round per delivery would add two commits to each sale's; runs of
// up to 100 keep the worker's share to a few commits a second even at a busy hour's pace
// (decision 049, bench (k): with three endpoints, runs of 25 or 50 added 12–16 % to a sale's CPU
// flat out, runs of 100 4–9 %). 2xx is entregado; anything else is tried
// again after an exponential wait (10 s, 20 s, 40 s… at most an hour) until 24 hours after the
// event, then it is fallido, and the rest of that endpoint's run waits behind it, unsent and
// uncounted. Reenviar (POST /api/webhook-deliveries/{id}/retry) puts it back.

export interface WebhookWorkerOptions {
  log: { error: (details: { err: unknown }, message: string) => void };
  /** How often to look for due deliveries. */
  intervalMs?: number;
  /** The first wait after a failed try; each next one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claim holds: longer than a try (5 s) can take. */
  leaseMs?: number;
  /** Deliveries taken per endpoint and round, sent in order (100: see the comment above). */
  perEndpoint?: number;
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
    perEndpoint = 100,
    send = sendWebhook,
  }: WebhookWorkerOptions,
): WebhookWorker {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();

  type Claimed = Awaited<ReturnType<typeof claimDeliveries>>[number];
  type Tried = { delivery: Claimed; result: WebhookResult; at: Date };

  /** An endpoint's run, in order, until one fails or the lease is half gone: what was tried. */
  async function sendRun(run: Claimed[], deadline: number) {
    const tried: Tried[] = [];
    for (const d of run) {
      // Past half the lease, or stopping (SIGTERM): the rest go back to the queue untried.
      if (stopped || Date.now() > deadline) break;
      const result = await send({
        url: d.url,
        body: d.body,
        secret: openCredential(d.secret),
        eventUid: d.uid,
        event: d.event,
        attempt: d.attempts,
      }).catch((error: unknown): WebhookResult => {
        log.error({ err: error }, `No se pudo enviar la entrega de webhook ${d.id}`);
        return { statusCode: null, error: String(error), durationMs: 0 };
      });
      tried.push({ delivery: d, result, at: ctx.now() });
      if (!isDelivered(result)) break;
    }
    return tried;
  }

  /** One round: each endpoint's due run from its head, the endpoints side by side. */
  async function round() {
    const now = ctx.now();
    const isDue = (d: { next_attempt_at: string | Date; lease_until: string | Date | null }) =>
      new Date(d.next_attempt_at).getTime() <= now.getTime() &&
      (d.lease_until === null || new Date(d.lease_until).getTime() <= now.getTime());
    const queues = await endpointQueues(ctx.db, perEndpoint);
    // Only a prefix may go: a delivery waiting for its retry holds back the ones after it.
    const runs = queues.map((queue) => {
      const firstWaiting = queue.findIndex((d) => !isDue(d));
      return firstWaiting === -1 ? queue : queue.slice(0, firstWaiting);
    });
    const claimed = await claimDeliveries(
      ctx.db,
      runs.flat().map((d) => d.id),
      nowIso(now),
      nowIso(addMs(now, leaseMs)),
    );
    if (claimed.length === 0) return { tried: 0, full: false };
    const byEndpoint = new Map<number, Claimed[]>();
    for (const d of claimed) byEndpoint.set(d.webhook_id, [...(byEndpoint.get(d.webhook_id) ?? []), d]);
    const deadline = Date.now() + leaseMs / 2;
    const results = (await Promise.all([...byEndpoint.values()].map((run) => sendRun(run, deadline)))).flat();
    const triedIds = new Set(results.map((r) => r.delivery.id));
    const untried = claimed.filter((d) => !triedIds.has(d.id));
    await inTransaction(ctx, async (tx) => {
      if (results.length > 0)
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
      const delivered = results.filter(({ result }) => isDelivered(result));
      await markDelivered(
        tx.db,
        delivered.map(({ delivery }) => delivery.id),
      );
      // A failed try ends its endpoint's run, so there are at most as many as endpoints.
      for (const { delivery, result, at } of results.filter(({ result }) => !isDelivered(result))) {
        const next = addMs(at, backoffMs(delivery.attempts, baseDelayMs, maxDelayMs));
        const gaveUp = next.getTime() > new Date(delivery.retry_until).getTime();
        await updateDelivery(tx.db, delivery.id, {
          state: gaveUp ? 'fallido' : 'pendiente',
          lease_until: null,
          last_status_code: result.statusCode,
          last_error: result.error,
          last_attempt_at: nowIso(at),
          ...(gaveUp ? {} : { next_attempt_at: nowIso(next) }),
        });
      }
      // Claimed behind one that failed (or past the deadline): back in the queue, the claim's try
      // not counted.
      for (const delivery of untried)
        await updateDelivery(tx.db, delivery.id, { lease_until: null, attempts: delivery.attempts - 1 });
    });
    return { tried: results.length, full: runs.some((run) => run.length === perEndpoint) };
  }

  /**
   * Rounds while one found a full run (an endpoint may have more waiting), up to 20. A round that
   * emptied the queues ends the tick, so sales arriving meanwhile wait for the next tick and go
   * together, rather than a round of two commits chasing each sale.
   */
  async function tick() {
    let tried = 0;
    try {
      for (let rounds = 0; rounds < MAX_ROUNDS && !stopped; rounds += 1) {
        const outcome = await round();
        tried += outcome.tried;
        if (!outcome.full) break;
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
