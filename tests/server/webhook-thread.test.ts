import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { send, signIn, useBuiltServer, withDatabaseUrl } from '../setup/built-server';
import { startWebhookReceiver } from '../setup/webhook-receiver';

// The built server makes its webhooks' POSTs from a thread of their own, bundled as
// webhooks-worker.js beside main.js (decision 049): while staff write side by side, the endpoint
// receives each event once, signed, the main thread records every try, nothing is logged as an
// error (a thread that failed to start or died would be), and SIGTERM ends the thread with the
// server.

const startServer = useBuiltServer();
const CLIENTS = 40;

async function sendsFromItsThread(databaseUrl: string) {
  const receiver = await startWebhookReceiver();
  const server = await startServer(databaseUrl, { LOG_LEVEL: 'warn' });
  try {
    const session = await signIn(server.port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const call = async (method: string, path: string, body?: object) => {
      const answer = await send(server.port, {
        method,
        path,
        agent,
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: answer.status, json: JSON.parse(answer.body ?? 'null') as Record<string, unknown> };
    };

    const hook = await call('POST', '/api/webhooks', { url: receiver.url, events: ['cliente.creado'] });
    expect(hook.status).toBe(201);
    const { id, secret } = hook.json as { id: number; secret: string };

    // Eight staff at once, while the first ones' deliveries are claimed, sent and recorded.
    const names = Array.from({ length: CLIENTS }, (_, i) => `Cliente ${String(i).padStart(2, '0')}`);
    const created: number[] = [];
    for (let i = 0; i < CLIENTS; i += 8) {
      const answers = await Promise.all(
        names.slice(i, i + 8).map((name, j) =>
          call('POST', '/api/clients', {
            name,
            phone: `3001${String(i + j).padStart(6, '0')}`,
            type: 'cliente',
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        created.push((answer.json.client as { id: number }).id);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }

    const deadline = Date.now() + 20_000;
    while (receiver.received.length < CLIENTS && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const bodies = receiver.received.map((r) => JSON.parse(r.body) as { data: { client: { id: number } } });
    // Each once (the order for one record is webhook.test.ts's: here the writes race each other).
    const byId = (a: number, b: number) => a - b;
    expect(bodies.map((b) => b.data.client.id).sort(byId)).toEqual([...created].sort(byId));
    expect(new Set(receiver.received.map((r) => r.headers['x-webhook-id'])).size).toBe(CLIENTS);
    for (const { headers, body } of receiver.received)
      expect(headers['x-signature-256']).toBe(
        `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      );

    // Every delivery recorded entregado with its try.
    let states: string[] = [];
    while (Date.now() < deadline) {
      const page = await call('GET', `/api/webhooks/${id}/deliveries?limit=100`);
      states = (page.json.deliveries as { state: string }[]).map((d) => d.state);
      if (states.length === CLIENTS && states.every((s) => s === 'entregado')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(states).toEqual(Array(CLIENTS).fill('entregado'));
    agent.destroy();

    server.child.kill('SIGTERM');
    const exit = await server.exitWithin(15_000);
    expect(exit.code).toBe(0);
    expect(server.output()).not.toMatch(/"level":50/);
    expect(fs.existsSync(path.join(path.dirname(server.child.spawnargs[1]!), 'webhooks-worker.js'))).toBe(
      true,
    );
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await receiver.close();
  }
}

describe('webhooks from the built server', () => {
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'SQLite';
  it(
    `on ${database}: sent from the bundle's thread while staff write, each once, signed and recorded`,
    { timeout: 60_000 },
    () => withDatabaseUrl(sendsFromItsThread),
  );
});
