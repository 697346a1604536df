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

const request = (url: string) => ({
  url,
  body: '{"id":"evt_1","event":"venta"}',
  secret: 'whsec_prueba',
  eventUid: 'evt_1',
  event: 'venta',
  attempt: 1,
});

describe('createThreadedSender', () => {
  it('sends from its thread: the signed body reaches the receiver and the result comes back', async () => {
    const receiver = await startWebhookReceiver([200, 500]);
    try {
      sender = createThreadedSender({ entry, log });
      const [ok, failed] = await Promise.all([
        sender.send(request(receiver.url)),
        sender.send(request(receiver.url)),
      ]);
      expect([ok.statusCode, failed.statusCode].sort()).toEqual([200, 500]);
      expect([ok.error, failed.error].sort()).toEqual([null, webhookMessages.delivery.status(500)].sort());
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.headers['x-signature-256']).toBe(
        signatureOf('{"id":"evt_1","event":"venta"}', 'whsec_prueba'),
      );
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('starts with the first send and ends after a while without one; the next send starts another', async () => {
    const receiver = await startWebhookReceiver();
    try {
      sender = createThreadedSender({ entry, log, idleMs: 200 });
      expect(sender.isRunning()).toBe(false);
      expect((await sender.send(request(receiver.url))).statusCode).toBe(200);
      expect(sender.isRunning()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sender.isRunning()).toBe(false);
      expect((await sender.send(request(receiver.url))).statusCode).toBe(200);
      expect(receiver.received).toHaveLength(2);
      // Ended for being idle: not a failure, nothing logged.
      expect(errors).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('answers a send in flight when it closes, as a try to make again, and refuses new ones', async () => {
    // A receiver that never answers: the send is still in the thread when it ends.
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      sender = createThreadedSender({ entry, log });
      const inFlight = sender.send(request(`http://127.0.0.1:${port}/hook`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sender.close();
      const interrupted = { statusCode: null, error: webhookMessages.delivery.interrupted, durationMs: 0 };
      expect(await inFlight).toEqual(interrupted);
      expect(await sender.send(request(`http://127.0.0.1:${port}/hook`))).toEqual(interrupted);
      // Closed on purpose: not restarted, nothing logged.
      expect(errors).toEqual([]);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
