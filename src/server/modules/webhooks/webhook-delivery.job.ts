import type { AppContext } from '../../app-context';
import { openCredential } from '../../lib/credentials';
import { addMs, nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import {
  claimRun,
  endpointQueues,
  eventsById,
  insertAttempts,
  markDelivered,
  releaseUntried,
  updateDelivery,
} from './webhook.repository';
import { sendWebhook, type WebhookResult, type WebhookSender } from './webhook-sender.service';

const isDelivered = (result: WebhookResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

// The webhook worker (docs/decisions/049): in every app instance, like the daily jobs' scheduler.
// Each round takes, for every active endpoint, the run of its oldest pending deliveries that are
// due (up to 100), claims each run with one conditional update of its range of ids (a lease, so
// several instances never send one twice at once, and one that died mid-send is taken over when
// the lease ends), reads each event's body once, sends each endpoint's run one after another in
// order (the endpoints side by side), and records the tries in one transaction (each run's
// delivered ones in one statement): two short writes a round, however many sales it carries. A
// run is named by its first and last id, not by a list of a hundred: the statements are short
// and the same every round, because while they run the sales wait (bench (k), decision 049). On SQLite every write commits through the sales' one connection
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

  type Endpoint = Awaited<ReturnType<typeof endpointQueues>>[number]['endpoint'];
  type Claimed = Awaited<ReturnType<typeof claimRun>>[number];
  type Event = Awaited<ReturnType<typeof eventsById>>[number];
  /** An endpoint's run claimed this round, in order. */
  type Run = { endpoint: Endpoint; deliveries: Claimed[] };
  type Tried = { delivery: Claimed; result: WebhookResult; at: Date };

  /** An endpoint's run, in order, until one fails or the lease is half gone: what was tried. */
  async function sendRun({ endpoint, deliveries }: Run, events: Map<number, Event>, deadline: number) {
    const tried: Tried[] = [];
    const secret = openCredential(endpoint.secret);
    for (const d of deliveries) {
      // Past half the lease, or stopping (SIGTERM): the rest go back to the queue untried.
      if (stopped || Date.now() > deadline) break;
      const event = events.get(d.event_id)!;
      const result = await send({
        url: endpoint.url,
        body: event.body,
        secret,
        eventUid: event.uid,
        event: event.event,
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
    const due = queues.map(({ endpoint, queue }) => {
      const firstWaiting = queue.findIndex((d) => !isDue(d));
      return { endpoint, queue: firstWaiting === -1 ? queue : queue.slice(0, firstWaiting) };
    });
    if (due.every(({ queue }) => queue.length === 0)) return { tried: 0, full: false };
    const lease = nowIso(addMs(now, leaseMs));
    // Each run claimed as a range of its endpoint's ids, all in one transaction (one commit).
    const runs = await inTransaction(ctx, async (tx) => {
      const claimed: Run[] = [];
      for (const { endpoint, queue } of due) {
        if (queue.length === 0) continue;
        const run = { webhookId: endpoint.id, firstId: queue[0]!.id, lastId: queue.at(-1)!.id };
        const deliveries = await claimRun(tx.db, run, nowIso(now), lease);
        if (deliveries.length > 0) claimed.push({ endpoint, deliveries });
      }
      return claimed;
    });
    if (runs.length === 0) return { tried: 0, full: false };
    const events = new Map(
      (
        await eventsById(ctx.db, [...new Set(runs.flatMap((run) => run.deliveries.map((d) => d.event_id)))])
      ).map((e) => [e.id, e]),
    );
    const deadline = Date.now() + leaseMs / 2;
    const tried = await Promise.all(runs.map((run) => sendRun(run, events, deadline)));
    const results = tried.flat();
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
      for (const [i, { endpoint, deliveries }] of runs.entries()) {
        const ofRun = tried[i]!;
        const range = (first: Claimed, last: Claimed) => ({
          webhookId: endpoint.id,
          firstId: first.id,
          lastId: last.id,
        });
        // The delivered ones are the run's first tries, up to a failure (at most one, its last).
        const failure = ofRun.find(({ result }) => !isDelivered(result));
        const delivered = failure ? ofRun.slice(0, -1) : ofRun;
        if (delivered.length > 0)
          await markDelivered(tx.db, range(delivered[0]!.delivery, delivered.at(-1)!.delivery), lease);
        if (failure) {
          const { delivery, result, at } = failure;
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
        // Claimed behind the failure (or past the deadline): back in the queue, the claim's try
        // not counted.
        if (ofRun.length < deliveries.length)
          await releaseUntried(tx.db, range(deliveries[ofRun.length]!, deliveries.at(-1)!), lease);
      }
    });
    return {
      tried: results.length,
      full: due.some(({ queue }) => queue.length === perEndpoint),
    };
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
