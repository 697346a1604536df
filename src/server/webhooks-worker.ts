// The webhooks' sending thread (docs/decisions/049), started by main.ts: it makes the POSTs the
// webhook worker asks for (sign, connect, wait for the answer) and answers each with its result.
// The worker itself (claims, order, retries, what is recorded) stays on the main thread with the
// database; only the HTTP work, most of a delivery's CPU, runs here.
import { parentPort } from 'node:worker_threads';
import { sendWebhook } from './modules/webhooks/webhook-sender.service';
import type { SendReply, SendRequest } from './modules/webhooks/webhook-thread-sender.service';

const port = parentPort;
if (!port) throw new Error('webhooks-worker.js se ejecuta como hilo de main.js, no por sí solo');

port.on('message', ({ id, request }: SendRequest) => {
  // Through a promise, so a send that throws at once (a URL it cannot parse) is answered as a
  // failed try like any other, instead of ending the thread and every endpoint's send with it.
  void Promise.resolve(request)
    .then(sendWebhook)
    .then(
      (result): void => port.postMessage({ id, result } satisfies SendReply),
      (error: unknown): void =>
        port.postMessage({
          id,
          result: { statusCode: null, error: String(error), durationMs: 0 },
        } satisfies SendReply),
    );
});
