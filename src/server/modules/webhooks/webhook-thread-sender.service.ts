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
  // Each thread's sends in flight: a retired thread may still be exiting when the next send has
  // started another, and its exit must answer its own sends only.
  const pending = new Map<Worker, Map<number, (result: WebhookResult) => void>>();
  let nextId = 1;
  let closed = false;
  let thread: Worker | undefined;
  let startedAt = 0;
  let restartDelay = RESTART_DELAY_MS;
  let notBefore = 0;
  let idle: NodeJS.Timeout | undefined;

  /** Sends may not start a thread for a while: one died, or could not be started. */
  function backOff() {
    if (Date.now() - startedAt > HEALTHY_MS) restartDelay = RESTART_DELAY_MS;
    notBefore = Date.now() + restartDelay;
    const seconds = restartDelay / 1000;
    restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    return seconds;
  }

  function spawn(): Worker | undefined {
    startedAt = Date.now();
    const { source, options } = threadSource(entry);
    let worker: Worker;
    try {
      worker = new Worker(source, {
        ...options,
        // A small heap of its own: it holds the bodies of the sends in flight, a few KB each.
        resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 },
      });
    } catch (error) {
      log.error(
        { err: error },
        `No se pudo iniciar el hilo de envío de webhooks: se intentará en ${backOff()} s`,
      );
      return undefined;
    }
    const own = new Map<number, (result: WebhookResult) => void>();
    pending.set(worker, own);
    worker.on('message', ({ id, result }: SendReply) => {
      own.get(id)?.(result);
      own.delete(id);
      if (own.size === 0 && thread === worker) retireWhenIdle();
    });
    worker.on('error', (error) => log.error({ err: error }, 'El hilo de envío de webhooks falló'));
    worker.on('exit', (code) => {
      // Still the current thread when it exits: it died. One retired for being idle was already
      // replaced (by nothing, or by the next send's thread), and close() ends threads on purpose.
      const died = thread === worker && !closed;
      if (thread === worker) thread = undefined;
      for (const resolve of own.values()) resolve(interrupted);
      pending.delete(worker);
      if (!died) return;
      log.error(
        { err: new Error(`el hilo terminó con el código ${code}`) },
        `El hilo de envío de webhooks se detuvo: se iniciará de nuevo en ${backOff()} s como mínimo`,
      );
    });
    return worker;
  }

  function retireWhenIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (!thread || (pending.get(thread)?.size ?? 0) > 0) return;
      const ending = thread;
      thread = undefined;
      void ending.terminate();
    }, idleMs);
    idle.unref();
  }

  return {
    send(request) {
      if (closed || Date.now() < notBefore) return Promise.resolve(interrupted);
      clearTimeout(idle);
      const worker = (thread ??= spawn());
      if (!worker) return Promise.resolve(interrupted);
      const id = nextId++;
      return new Promise<WebhookResult>((resolve) => {
        pending.get(worker)!.set(id, resolve);
        worker.postMessage({ id, request } satisfies SendRequest);
      });
    },
    isRunning: () => thread !== undefined,
    async close() {
      closed = true;
      clearTimeout(idle);
      await Promise.all([...pending.keys()].map((worker) => worker.terminate()));
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
