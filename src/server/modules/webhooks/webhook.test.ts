import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { authMessages } from '#shared/messages/auth';
import { webhookMessages } from '#shared/messages/webhooks';
import { insertPaymentMethod } from '#tests/factories/payment-method.factory';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { signedInClient, TestClient, type TestClient as Client, useTestApp } from '#tests/setup/test-app';
import { startWebhookReceiver } from '#tests/setup/webhook-receiver';
import { openCredential } from '../../lib/credentials';
import { createWebhookWorker } from './webhook-delivery.job';
import { sendWebhook } from './webhook-sender.service';

// Webhooks (issue 28 item 3, docs/decisions/049): registration, the outbox, signed deliveries to a
// receiver on 127.0.0.1, retries with backoff, order, and who may touch them.

const t = useTestApp({ resetEachTest: true });
const m = webhookMessages;
const db = () => t.database.db;
let admin: Client;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const silent = { error: () => {} };
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

async function register(events: string[], url = receiver.url) {
  const response = await admin.post('/api/webhooks', { url, events });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; secret: string };
}

const worker = (baseDelayMs = 10_000) => createWebhookWorker(t.app.ctx, { log: silent, baseDelayMs });

const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('POST, GET, PUT and DELETE /api/webhooks', () => {
  it('shows the secret once, stores it sealed, lists and edits without it, and audits every write', async () => {
    const { id, secret } = await register(['venta', 'cliente.creado']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const row = await db().selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret.slice(6));
    expect(row.secret).toMatch(/^v1:/);
    expect(openCredential(row.secret)).toBe(secret);

    const list = await admin.get('/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(6));
    expect(list.json().webhooks).toEqual([
      {
        id,
        url: receiver.url,
        events: ['venta', 'cliente.creado'],
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);

    const edited = await admin.put(`/api/webhooks/${id}`, { events: ['pago.registrado'], active: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).not.toContain(secret.slice(6));
    expect(edited.json()).toMatchObject({ events: ['pago.registrado'], active: false, url: receiver.url });

    expect((await admin.delete(`/api/webhooks/${id}`)).statusCode).toBe(200);
    expect((await admin.get('/api/webhooks')).json().webhooks).toEqual([]);
    expect((await admin.delete(`/api/webhooks/${id}`)).json()).toEqual({ error: m.notFound });
    expect((await admin.put('/api/webhooks/999', { active: true })).statusCode).toBe(404);

    const trail = await auditRows(t.database, { entity: 'webhook', entity_id: id });
    expect(trail.map((r) => [r.action, r.user_name])).toEqual([
      ['delete', 'Laura Gómez'],
      ['update', 'Laura Gómez'],
      ['create', 'Laura Gómez'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(secret.slice(6));
  });

  it.each([
    ['https://10.0.0.5/hook', m.urlPrivate],
    ['https://192.168.1.20/hook', m.urlPrivate],
    ['https://172.16.0.1/hook', m.urlPrivate],
    ['https://169.254.169.254/latest/meta-data', m.urlPrivate],
    ['https://[fe80::1]/hook', m.urlPrivate],
    ['https://[fd12:3456::1]/hook', m.urlPrivate],
    ['https://[::1]/hook', m.urlPrivate],
    ['https://[::ffff:10.0.0.1]/hook', m.urlPrivate],
    ['https://127.0.0.1/hook', m.urlPrivate],
    ['https://localhost/hook', m.urlPrivate],
    ['http://127.0.0.2/hook', m.urlNotHttps],
    ['http://example.com/hook', m.urlNotHttps],
    ['ftp://example.com/hook', m.urlNotHttps],
    ['https://usuario:clave@example.com/hook', m.urlCredentials],
    ['no es una url', m.urlInvalid],
    ['', m.urlRequired],
  ])('refuses %s', async (url, message) => {
    const response = await admin.post('/api/webhooks', { url, events: ['venta'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    const edit = await admin.put('/api/webhooks/1', { url });
    expect(edit.json()).toEqual({ error: message });
    expect(await db().selectFrom('webhooks').selectAll().execute()).toEqual([]);
  });

  it('refuses a public address that is not HTTPS and an empty or unknown event list', async () => {
    expect((await admin.post('/api/webhooks', { url: receiver.url, events: [] })).json()).toEqual({
      error: m.eventsRequired,
    });
    expect((await admin.post('/api/webhooks', { url: receiver.url, events: ['robo'] })).json()).toEqual({
      error: m.invalidEvent,
    });
  });

  it('is for admins only: a user, and any API token, get 403', async () => {
    const { id } = await register(['venta']);
    const { client: user } = await signedInClient(t, { role: 'user' });
    expect((await user.get('/api/webhooks')).json()).toEqual({ error: authMessages.adminOnly });
    expect((await user.post('/api/webhooks', { url: receiver.url, events: ['venta'] })).statusCode).toBe(403);

    const { token } = (await admin.post('/api/tokens', { name: 'n8n', scope: 'escritura' })).json();
    const machine = new TestClient(t.app);
    const headers = { authorization: `Bearer ${token}` };
    expect((await machine.get('/api/webhooks', { headers })).statusCode).toBe(403);
    const created = await machine.post(
      '/api/webhooks',
      { url: receiver.url, events: ['venta'] },
      { headers, noCsrf: true },
    );
    expect(created.statusCode).toBe(403);
    expect((await machine.get(`/api/webhooks/${id}/deliveries`, { headers })).statusCode).toBe(403);
    expect(
      (await machine.post('/api/webhook-deliveries/1/retry', {}, { headers, noCsrf: true })).statusCode,
    ).toBe(403);
    expect(await db().selectFrom('webhooks').select('id').execute()).toEqual([{ id }]);
  });
});

describe('deliveries', () => {
  it('delivers a sale as signed JSON with the event id, and lists the delivery', async () => {
    const { id, secret } = await register(['venta']);
    const { free, ana, service } = await netflixWithFreeAndOccupied(db(), today());
    const sale = await admin.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: ana.id,
      pin: '4321',
    });
    expect(sale.statusCode).toBe(200);
    // Nothing is sent inside the request: the outbox row waits for the worker.
    expect(receiver.received).toEqual([]);
    expect(await worker().tick()).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received as [(typeof receiver.received)[number]];
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-signature-256']).toBe(sign(body, secret));
    const payload = JSON.parse(body);
    expect(headers['x-webhook-id']).toBe(payload.id);
    expect(payload).toEqual({
      id: expect.stringMatching(/^evt_/),
      event: 'venta',
      occurredAt: expect.any(String),
      data: expect.objectContaining({
        type: 'venta',
        amount: 18000,
        date: today(),
        client: { id: ana.id, name: 'Ana Ruiz' },
        service: { id: service.id, name: 'Netflix' },
        profileId: free,
      }),
    });
    expect(body).not.toContain('4321');

    const list = await admin.get(`/api/webhooks/${id}/deliveries`);
    expect(list.statusCode).toBe(200);
    expect(list.json().deliveries).toEqual([
      expect.objectContaining({
        eventId: payload.id,
        event: 'venta',
        state: 'entregado',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
        tries: [expect.objectContaining({ statusCode: 200, error: null })],
      }),
    ]);
    expect(list.json().pagination).toMatchObject({ totalCount: 1, currentPage: 1 });
  });

  it('retries after a 500 with exponential backoff, logs each try, and gives up after 24 hours', async () => {
    const { id } = await register(['cliente.creado']);
    receiver.answer(500);
    expect((await admin.post('/api/clients', { name: 'Ana Ruiz', phone: '300 123-4567' })).statusCode).toBe(
      201,
    );
    const w = worker();
    expect(await w.tick()).toBe(1);
    // Not yet due: the first wait is 10 s.
    expect(await w.tick()).toBe(0);
    t.clock.advance(10_000);
    expect(await w.tick()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    const [delivery] = (await admin.get(`/api/webhooks/${id}/deliveries`)).json().deliveries;
    expect(delivery).toMatchObject({ state: 'entregado', attempts: 2, lastStatusCode: 200 });
    expect(delivery.tries.map((x: { statusCode: number }) => x.statusCode)).toEqual([200, 500]);
    // The delivery's own times are its last try's, not the failed one's.
    expect(delivery.lastAttemptAt).toBe(delivery.tries[0].at);
    expect(delivery.deliveredAt).toBe(delivery.tries[0].at);
    expect(delivery.deliveredAt).not.toBe(delivery.tries[1].at);
    expect(delivery.tries[1].error).toBe(m.delivery.status(500));
    expect(JSON.parse(receiver.received[0]!.body).data.client).toMatchObject({ name: 'Ana Ruiz' });

    // An endpoint that keeps failing: retried until a day after the event, then fallido.
    receiver.answer(...Array<number>(40).fill(503));
    expect((await admin.post('/api/clients', { name: 'Beto', phone: '300 123-4568' })).statusCode).toBe(201);
    for (let i = 0; i < 40; i += 1) {
      t.clock.advance(60 * 60_000);
      await w.tick();
    }
    // A day and more later: the session has expired, sign in again.
    ({ client: admin } = await signedInClient(t, { role: 'admin' }));
    const [failed] = (await admin.get(`/api/webhooks/${id}/deliveries`)).json().deliveries;
    expect(failed).toMatchObject({ state: 'fallido', lastStatusCode: 503, nextAttemptAt: null });
    expect(failed.attempts).toBeGreaterThan(10);
    expect(failed.attempts).toBeLessThan(40);

    // Reenviar: pending again and sent on the next tick.
    const retried = await admin.post(`/api/webhook-deliveries/${failed.id}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'pendiente', nextAttemptAt: expect.any(String) });
    receiver.received.length = 0;
    receiver.answerOk();
    expect(await w.tick()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect((await admin.get(`/api/webhooks/${id}/deliveries`)).json().deliveries[0].state).toBe('entregado');
    expect((await admin.post('/api/webhook-deliveries/9999/retry', {})).json()).toEqual({
      error: m.deliveryNotFound,
    });
    const trail = await auditRows(t.database, { entity: 'webhook', entity_id: id });
    expect(trail[0]).toMatchObject({ action: 'resend' });
  });

  it('sends the events of one record in order: the venta, then its cancelación, even when the venta is retried', async () => {
    await register(['venta', 'cancelacion']);
    const { free, ana } = await netflixWithFreeAndOccupied(db(), today());
    await admin.put(`/api/profiles/${free}`, { name: 'Perfil 1', status: 'ocupado', clientId: ana.id });
    const [sale] = await db().selectFrom('movements').select('id').execute();
    const cancel = await admin.post('/api/movements', {
      type: 'cancelacion',
      clientId: ana.id,
      amount: 18000,
      date: today(),
      cancelsMovementId: sale!.id,
    });
    expect(cancel.statusCode).toBe(201);
    receiver.answer(500);
    const w = worker();
    await w.tick();
    // The cancelación waits for the venta.
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['venta']);
    t.clock.advance(10_000);
    await w.tick();
    const events = receiver.received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event)).toEqual(['venta', 'venta', 'cancelacion']);
    expect(events[2].data).toMatchObject({ cancelsMovementId: sale!.id, amount: 18000 });
  });

  it('sends a backlog in runs of an endpoint, in order; a failure holds back the rest of its run, untried', async () => {
    const { id } = await register(['cliente.creado']);
    for (let i = 0; i < 30; i += 1)
      expect(
        (await admin.post('/api/clients', { name: `Cliente ${i}`, phone: `300 100-${String(1000 + i)}` }))
          .statusCode,
      ).toBe(201);
    const w = createWebhookWorker(t.app.ctx, { log: silent, perEndpoint: 25 });
    // One tick: a run of 25, then the 5 left (a delivery per round would stop at 20 rounds).
    expect(await w.tick()).toBe(30);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.client.name)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Cliente ${i}`),
    );

    // The second of three fails: the third is not sent, and keeps no try nor claim.
    receiver.received.length = 0;
    receiver.answer(200, 500);
    for (const name of ['Dora', 'Eva', 'Fabio'])
      await admin.post('/api/clients', { name, phone: `301 200-${String(name.length * 1111)}` });
    expect(await w.tick()).toBe(2);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.client.name)).toEqual(['Dora', 'Eva']);
    const waiting = await db()
      .selectFrom('webhook_deliveries')
      .select(['state', 'attempts', 'lease_until'])
      .where('webhook_id', '=', id)
      .where('state', '=', 'pendiente')
      .orderBy('id')
      .execute();
    expect(waiting).toEqual([
      { state: 'pendiente', attempts: 1, lease_until: null },
      { state: 'pendiente', attempts: 0, lease_until: null },
    ]);
    // Fabio waits behind Eva's retry, then both go in order.
    expect(await w.tick()).toBe(0);
    t.clock.advance(10_000);
    expect(await w.tick()).toBe(2);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.client.name)).toEqual([
      'Dora',
      'Eva',
      'Eva',
      'Fabio',
    ]);
  });

  describe('two workers (two instances) on one database', () => {
    const errors: string[] = [];
    const log = { error: (_details: { err: unknown }, message: string) => void errors.push(message) };
    let endpoints: { id: number; secret: string }[];
    beforeEach(async () => {
      errors.length = 0;
      endpoints = [await register(['cliente.creado']), await register(['cliente.creado'])];
      for (let i = 0; i < 12; i += 1)
        expect(
          (await admin.post('/api/clients', { name: `Cliente ${i}`, phone: `300 200-${String(1000 + i)}` }))
            .statusCode,
        ).toBe(201);
    });

    /** Each endpoint got the twelve, in order, once; each delivery entregado after one try. */
    async function expectEachSentOnce() {
      for (const { secret } of endpoints) {
        const mine = receiver.received.filter((r) => r.headers['x-signature-256'] === sign(r.body, secret));
        expect(mine.map((r) => JSON.parse(r.body).data.client.name)).toEqual(
          Array.from({ length: 12 }, (_, i) => `Cliente ${i}`),
        );
      }
      const rows = await db()
        .selectFrom('webhook_deliveries as d')
        .select((eb) => [
          'd.state',
          'd.attempts',
          'd.lease_until',
          eb
            .selectFrom('webhook_attempts as a')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('a.delivery_id', '=', 'd.id')
            .as('tries'),
        ])
        .execute();
      expect(rows.map((r) => ({ ...r, tries: Number(r.tries) }))).toEqual(
        Array.from({ length: 24 }, () => ({ state: 'entregado', attempts: 1, lease_until: null, tries: 1 })),
      );
      expect(errors).toEqual([]);
    }

    it('reading the same heads at once, they claim each delivery once between them', async () => {
      const [a, b] = await Promise.all([
        createWebhookWorker(t.app.ctx, { log, perEndpoint: 5 }).tick(),
        createWebhookWorker(t.app.ctx, { log, perEndpoint: 5 }).tick(),
      ]);
      expect(a + b).toBe(24);
      await expectEachSentOnce();
    });

    it('while one holds the heads of the queues, the other sends nothing, not even what comes after them', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let sending!: () => void;
      const firstSend = new Promise<void>((resolve) => (sending = resolve));
      const first = createWebhookWorker(t.app.ctx, {
        log,
        perEndpoint: 5,
        send: async (request) => {
          sending();
          await held;
          return sendWebhook(request);
        },
      });
      // It reads whole queues: the seven behind each held run are due, and must still wait.
      const second = createWebhookWorker(t.app.ctx, { log });
      const firstTick = first.tick();
      await firstSend;
      expect(await second.tick()).toBe(0);
      release();
      expect(await firstTick).toBe(24);
      expect(await second.tick()).toBe(0);
      await expectEachSentOnce();
    });
  });

  it('writes events for the subscribed endpoints only, none while disabled, and covers releases and payments', async () => {
    const all = await register(['perfil.liberado', 'pago.registrado']);
    const other = await register(['venta']);
    await admin.put(`/api/webhooks/${other.id}`, { active: false });
    const { occupied, ana } = await netflixWithFreeAndOccupied(db(), today());
    expect(
      (await admin.put(`/api/profiles/${occupied}`, { name: 'Sala', status: 'libre', clientId: null }))
        .statusCode,
    ).toBe(200);
    const method = await insertPaymentMethod(db());
    expect(
      (await admin.post('/api/payments', { clientId: ana.id, amount: 15000, methodId: method.id }))
        .statusCode,
    ).toBe(201);
    const deliveries = await db().selectFrom('webhook_deliveries').select(['webhook_id']).execute();
    expect(deliveries).toEqual([{ webhook_id: all.id }, { webhook_id: all.id }]);

    await worker().tick();
    const events = receiver.received.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event)).toEqual(['perfil.liberado', 'pago.registrado']);
    expect(events[0].data).toMatchObject({
      profileId: occupied,
      previousClient: { id: ana.id, name: 'Ana Ruiz' },
      reason: 'manual',
      service: { name: 'Netflix' },
    });
    expect(JSON.stringify(events[0])).not.toContain('1111');
    expect(events[1].data).toMatchObject({ amount: 15000, client: { id: ana.id, name: 'Ana Ruiz' } });
  });

  it('refuses at delivery an address that is no longer allowed', async () => {
    const { id } = await register(['cliente.creado']);
    // Stored as if it had been registered before: the worker checks again before connecting.
    await db().updateTable('webhooks').set({ url: 'https://10.1.2.3/hook' }).where('id', '=', id).execute();
    await admin.post('/api/clients', { name: 'Ana Ruiz', phone: '300 123-4567' });
    await worker().tick();
    const [delivery] = (await admin.get(`/api/webhooks/${id}/deliveries`)).json().deliveries;
    expect(delivery).toMatchObject({
      state: 'pendiente',
      lastError: m.delivery.privateAddress,
      lastStatusCode: null,
    });
  });
});
