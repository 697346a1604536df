import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookMessages } from '#shared/messages/webhooks';
import { startWebhookReceiver } from '#tests/setup/webhook-receiver';
import { signatureOf } from './webhook-sender.service';
import {
  createThreadedSender,
  webhookThreadEntry,
  type ThreadedSender,
} from './webhook-thread-sender.service';

// The webhook worker's POSTs made by a thread (decision 049), here from the sources (the thread
// loads webhooks-worker.ts through tsx, as `npm run dev` does).

const entry = webhookThreadEntry(pathToFileURL(path.resolve(import.meta.dirname, '../../main.ts')).href);
const errors: string[] = [];
const log = { error: (_details: { err: unknown }, message: string) => void errors.push(message) };
let sender: ThreadedSender | undefined;
afterEach(async () => {
  await sender?.close();
  errors.length = 0;
});

const BODY = '{"id":"evt_1","event":"venta"}';
const request = (url: string) => ({
  url,
  body: BODY,
  secret: 'whsec_prueba',
  eventUid: 'evt_1',
  event: 'venta',
  attempt: 1,
});
const interrupted = { statusCode: null, error: webhookMessages.delivery.interrupted, durationMs: 0 };

describe('createThreadedSender', () => {
  it('sends from its thread: the signed body reaches the receiver and the result comes back', async () => {
    const receiver = await startWebhookReceiver([200, 500]);
    try {
      sender = createThreadedSender({ entry, log });
      const [first, second] = await Promise.all([
        sender.send(request(receiver.url)),
        sender.send(request(receiver.url)),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 500]);
      expect([first.error, second.error].sort()).toEqual([null, webhookMessages.delivery.status(500)].sort());
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.headers['x-signature-256']).toBe(signatureOf(BODY, 'whsec_prueba'));
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('starts with the first send, ends when idle, and a send while it is ending gets a thread of its own', async () => {
    const receiver = await startWebhookReceiver();
    try {
      sender = createThreadedSender({ entry, log, idleMs: 100 });
      expect(sender.isRunning()).toBe(false);
      expect((await sender.send(request(receiver.url))).statusCode).toBe(200);
      expect(sender.isRunning()).toBe(true);
      // The moment the idle thread is told to end (its exit comes a little later), send again:
      // the new send's answer is its own, not the ending thread's "interrupted".
      while (sender.isRunning()) await new Promise((resolve) => setImmediate(resolve));
      expect((await sender.send(request(receiver.url))).statusCode).toBe(200);
      expect(receiver.received).toHaveLength(2);
      // Ended for being idle: not a failure, nothing logged.
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('answers a send in flight when it closes, as a try to make again, and refuses new ones', async () => {
    // A receiver that never answers: the send is in the thread, waiting, when it ends.
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const silent = createServer(() => arrived());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as { port: number }).port}/hook`;
    try {
      sender = createThreadedSender({ entry, log });
      const inFlight = sender.send(request(url));
      await reached;
      await sender.close();
      expect(await inFlight).toEqual(interrupted);
      expect(await sender.send(request(url))).toEqual(interrupted);
      // Closed on purpose: not restarted, nothing logged.
      expect(errors).toEqual([]);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('answers the sends of a thread that dies as interrupted, logs it, and waits before starting another', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-dying-thread-'));
    const dying = path.join(dir, 'dying.mjs');
    fs.writeFileSync(
      dying,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    try {
      sender = createThreadedSender({ entry: pathToFileURL(dying), log });
      expect(await sender.send(request('http://127.0.0.1:9/hook'))).toEqual(interrupted);
      expect(errors).toEqual([
        'El hilo de envío de webhooks se detuvo: se iniciará de nuevo en 2 s como mínimo',
      ]);
      // Within the wait, a send is answered at once and no thread is started.
      expect(await sender.send(request('http://127.0.0.1:9/hook'))).toEqual(interrupted);
      expect(sender.isRunning()).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
