import { Worker } from 'node:worker_threads';
import { webhookMessages } from '#shared/messages/webhooks';
import type { WebhookRequest, WebhookResult, WebhookSender } from './webhook-sender.service';

// The webhook worker's POSTs, made by a thread of their own (webhooks-worker.ts, docs/decisions/
// 049). Signing, the TLS and HTTP work and reading the answer were most of what a delivery cost
// the main thread (about 0.22 ms of CPU each, three a sale with three endpoints), taken from the
// event loop the sales are answered on. Each send is one message out and one back.

export interface SendRequest {
  id: number;
  request: WebhookRequest;
}
export interface SendReply {
  id: number;
  result: WebhookResult;
}

export interface ThreadedSender {
  send: WebhookSender;
  /** Whether the thread is up (it starts with a send and ends after a while without one). */
  isRunning: () => boolean;
  /** Ends the thread; call it once the worker has stopped (no send in flight). */
  close: () => Promise<void>;
}

/** The wait before starting again a thread that died, doubled while it keeps dying, up to a minute. */
const RESTART_DELAY_MS = 2_000;
const MAX_RESTART_DELAY_MS = 60_000;
/** A thread that ran this long was healthy: after its death the first delay applies again. */
const HEALTHY_MS = 60_000;
/** A thread with nothing to send for this long ends: a shop without webhooks never pays for one. */
export const WEBHOOK_THREAD_IDLE_MS = 30_000;

const interrupted: WebhookResult = {
  statusCode: null,
  error: webhookMessages.delivery.interrupted,
  durationMs: 0,
};

/** webhooks-worker beside main: .js in the bundle (dist/server), .ts from the sources under tsx. */
export function webhookThreadEntry(mainUrl: string) {
  return new URL(`./webhooks-worker${mainUrl.endsWith('.ts') ? '.ts' : '.js'}`, mainUrl);
}

/**
 * The thread starts with the first send and ends after WEBHOOK_THREAD_IDLE_MS without one (about
 * 10 MB of memory while it runs: an isolate of its own). One that dies answers the sends it held
 * as interrupted (tried again after their wait, as any failed try); the next send starts another,
 * no sooner than a delay that doubles while it keeps dying, so a thread that cannot start is not
 * started every two seconds.
 */
export function createThreadedSender({
  entry,
  log,
  idleMs = WEBHOOK_THREAD_IDLE_MS,
}: {
  /** The thread's entry: webhookThreadEntry(main's import.meta.url). */
  entry: URL;
  log: { error: (details: { err: unknown }, message: string) => void };
  idleMs?: number;
}): ThreadedSender {
  const pending = new Map<number, (result: WebhookResult) => void>();
  const retired = new WeakSet<Worker>();
  let nextId = 1;
  let closed = false;
  let thread: Worker | undefined;
  let startedAt = 0;
  let restartDelay = RESTART_DELAY_MS;
  let notBefore = 0;
  let idle: NodeJS.Timeout | undefined;

  function spawn() {
    startedAt = Date.now();
    const { source, options } = threadSource(entry);
    const worker = new Worker(source, {
      ...options,
      // A small heap of its own: it holds the bodies of the sends in flight, a few KB each.
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 },
    });
    worker.on('message', ({ id, result }: SendReply) => {
      pending.get(id)?.(result);
      pending.delete(id);
      if (pending.size === 0) retireWhenIdle();
    });
    worker.on('error', (error) => log.error({ err: error }, 'El hilo de envío de webhooks falló'));
    worker.on('exit', () => {
      if (thread === worker) thread = undefined;
      // Only one thread runs at a time, so whatever is pending was this one's.
      for (const [id, resolve] of pending) {
        resolve(interrupted);
        pending.delete(id);
      }
      if (closed || retired.has(worker)) return;
      if (Date.now() - startedAt > HEALTHY_MS) restartDelay = RESTART_DELAY_MS;
      notBefore = Date.now() + restartDelay;
      log.error(
        { err: new Error('el hilo terminó') },
        `El hilo de envío de webhooks se detuvo: se iniciará de nuevo en ${restartDelay / 1000} s como mínimo`,
      );
      restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    });
    return worker;
  }

  function retireWhenIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (!thread || pending.size > 0) return;
      retired.add(thread);
      void thread.terminate();
      thread = undefined;
    }, idleMs);
    idle.unref();
  }

  return {
    send(request) {
      if (closed || Date.now() < notBefore) return Promise.resolve(interrupted);
      clearTimeout(idle);
      const worker = (thread ??= spawn());
      const id = nextId++;
      return new Promise<WebhookResult>((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, request } satisfies SendRequest);
      });
    },
    isRunning: () => thread !== undefined,
    async close() {
      closed = true;
      clearTimeout(idle);
      await thread?.terminate();
    },
  };
}

/**
 * The bundle's thread runs webhooks-worker.js as it is. From the sources (`npm run dev`, under
 * tsx) a thread does not inherit tsx's loader, so a one-line bootstrap registers it first.
 */
function threadSource(entry: URL): { source: URL | string; options: { eval?: true } } {
  if (!entry.pathname.endsWith('.ts')) return { source: entry, options: {} };
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return { source: bootstrap, options: { eval: true } };
}
