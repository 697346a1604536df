import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { sendRunMessages as m } from '#shared/messages/send-runs';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// Send runs (issue 26 item 3, docs/decisions/052).

const t = useTestApp({ resetEachTest: true });
let laura: TestClient;
let andres: TestClient;
beforeEach(async () => {
  // 15:00 UTC is 10:00 in Bogotá: inside the default sending hours.
  t.clock.current = new Date('2026-11-27T15:00:00Z');
  ({ client: laura } = await signedInClient(t, { full_name: 'Laura Gómez' }));
  ({ client: andres } = await signedInClient(t, { full_name: 'Andrés Muñoz' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

/** `n` clients with a phone, each holding one Netflix profile due in 2 days; the last one has no phone. */
async function shop(n: number) {
  const netflix = await insertService(db(), { name: 'Netflix', price: 15000 });
  const clients = [];
  for (let i = 0; i < n; i += 1)
    clients.push(
      await insertClient(db(), {
        name: `Cliente ${String(i).padStart(2, '0')}`,
        phone: i === n - 1 ? null : `+5730012345${String(i).padStart(2, '0')}`,
      }),
    );
  for (let i = 0; i < n; i += 4)
    await insertAccount(
      db(),
      netflix.id,
      { username: `cuenta${i}@x.co` },
      clients
        .slice(i, i + 4)
        .map((c) => ({ status: 'ocupado' as const, client_id: c.id, expiry_date: addDays(today(), 2) })),
    );
  // The profiles last changed an hour ago: a reminder written now is news about them.
  await db()
    .updateTable('profiles')
    .set({ updated_at: new Date(t.clock.now().getTime() - 3_600_000).toISOString() })
    .execute();
  return clients;
}

/** Takes items and reports them sent until the run has none left; the clients it was given. */
async function work(staff: TestClient, runId: number) {
  const given: number[] = [];
  for (;;) {
    const next = await staff.post(`/api/send-runs/${runId}/next`);
    if (next.statusCode === 204) return given;
    expect(next.statusCode).toBe(200);
    const { item } = next.json();
    given.push(item.clientId);
    const done = await staff.post(`/api/send-runs/${runId}/items/${item.id}`, { outcome: 'sent' });
    expect(done.statusCode).toBe(200);
  }
}

describe('send runs', () => {
  it('four staff members at once: every client exactly once, each sent one logged', async () => {
    const clients = await shop(13);
    const created = await laura.post('/api/send-runs', { window: 5 });
    expect(created.statusCode).toBe(201);
    const { run } = created.json();
    // Avisos' list: the 12 with a phone (the 13th has none, as Enviar todos leaves out).
    expect(run).toMatchObject({ source: 'avisos', status: 'active', progress: { total: 12, pending: 12 } });
    const others = await Promise.all(
      ['Sofía Peña', 'Camilo Ríos'].map(async (full_name) => (await signedInClient(t, { full_name })).client),
    );
    const given = (await Promise.all([laura, andres, ...others].map((s) => work(s, run.id)))).flat();
    expect(given).toHaveLength(12);
    expect(new Set(given).size).toBe(12);
    expect([...given].sort((a, b) => a - b)).toEqual(
      clients
        .slice(0, 12)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
    expect(await countRows(db(), 'notification_log')).toBe(12);
    const after = (await laura.get(`/api/send-runs/${run.id}`)).json().run;
    expect(after).toMatchObject({
      status: 'done',
      progress: { done: 12, sent: 12, pending: 0 },
      etaMinutes: 0,
    });
    // A done run is not active any more.
    expect((await laura.get('/api/send-runs')).json().runs).toEqual([]);
  });

  it('skips clients already written to today unless told not to; a reload continues the same item', async () => {
    const [ana, beto] = await shop(3);
    const profile = await db()
      .selectFrom('profiles')
      .select('id')
      .where('client_id', '=', ana!.id)
      .executeTakeFirstOrThrow();
    const logged = await andres.post('/api/notification-log', {
      clientId: ana!.id,
      profileIds: [profile.id],
      type: 'renovaciones',
      outcome: 'enviado',
    });
    expect(logged.statusCode).toBe(201);

    const { run } = (await laura.post('/api/send-runs', { clientIds: [ana!.id, beto!.id] })).json();
    const first = (await laura.post(`/api/send-runs/${run.id}/next`)).json().item;
    expect(first).toMatchObject({ clientId: beto!.id, clientName: 'Cliente 01', outsideHours: false });
    expect(first.link).toMatch(/^https:\/\/wa\.me\/57300123450\d\?text=/);
    // A reload (or another tab of hers) gets the same client back, not a second one.
    expect((await laura.post(`/api/send-runs/${run.id}/next`)).json().item.id).toBe(first.id);
    expect((await laura.get(`/api/send-runs/${run.id}`)).json().run.progress).toMatchObject({
      skipped: 1,
      claimed: 1,
      pending: 0,
    });
    // Andrés may not report Laura's client.
    const theirs = await andres.post(`/api/send-runs/${run.id}/items/${first.id}`, { outcome: 'sent' });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toBe(m.notYours('Laura Gómez'));

    const again = (
      await laura.post('/api/send-runs', {
        clientIds: [ana!.id],
        skipMessagedToday: false,
        type: 'renovaciones',
      })
    ).json().run;
    const item = (await andres.post(`/api/send-runs/${again.id}/next`)).json().item;
    expect(item).toMatchObject({ clientId: ana!.id, type: 'renovaciones' });
    expect(item.message).toContain('Netflix');
    expect(
      (await andres.post(`/api/send-runs/${again.id}/items/${item.id}`, { outcome: 'sent' })).statusCode,
    ).toBe(200);
    expect(await countRows(db(), 'notification_log')).toBe(2);
  });

  it('pause blocks next until resumed; stop ends the run; creation and stop are audited', async () => {
    await shop(3);
    const { run } = (await laura.post('/api/send-runs', { window: 5 })).json();
    const taken = (await laura.post(`/api/send-runs/${run.id}/next`)).json().item;
    expect((await laura.post(`/api/send-runs/${run.id}/pause`)).json().run.status).toBe('paused');
    const blocked = await andres.post(`/api/send-runs/${run.id}/next`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe(m.paused);
    // The second device sees it among the runs still going, and resumes it.
    expect(
      (await andres.get('/api/send-runs?status=active')).json().runs.map((r: { id: number }) => r.id),
    ).toEqual([run.id]);
    expect((await andres.post(`/api/send-runs/${run.id}/resume`)).json().run.status).toBe('active');
    // The pause put Laura's client back: Andrés, resuming, goes on with it.
    const { item } = (await andres.post(`/api/send-runs/${run.id}/next`)).json();
    expect(item.clientId).toBe(taken.clientId);
    t.clock.advance(120_000);
    const reported = (
      await andres.post(`/api/send-runs/${run.id}/items/${item.id}`, { outcome: 'skipped' })
    ).json();
    // One finished in two minutes, one left: about two minutes to go.
    expect(reported.run).toMatchObject({ progress: { done: 1, skipped: 1, pending: 1 }, etaMinutes: 2 });
    expect((await laura.post(`/api/send-runs/${run.id}/stop`)).json().run.status).toBe('stopped');
    expect((await andres.post(`/api/send-runs/${run.id}/next`)).statusCode).toBe(204);
    expect((await andres.post(`/api/send-runs/${run.id}/resume`)).statusCode).toBe(409);
    const audit = await auditRows(t.database, { entity: 'send_run', entity_id: run.id });
    expect(audit.map((a) => [a.action, a.user_name])).toEqual([
      ['stop', 'Laura Gómez'],
      ['create', 'Laura Gómez'],
    ]);
    // A skipped message records nothing in the notification log.
    expect(await countRows(db(), 'notification_log')).toBe(0);
  });

  it('marks items handed out outside the sending hours, which Ajustes sets', async () => {
    const [ana] = await shop(2);
    // 02:30 UTC is 21:30 in Bogotá: after 20:00.
    t.clock.current = new Date('2026-11-28T02:30:00Z');
    const { run } = (await laura.post('/api/send-runs', { clientIds: [ana!.id] })).json();
    expect(run).toMatchObject({ outsideHours: true, sendingHours: { start: '08:00', end: '20:00' } });
    const { item } = (await laura.post(`/api/send-runs/${run.id}/next`)).json();
    expect(item.outsideHours).toBe(true);

    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const saved = await admin.put('/api/settings', {
      graceDays: 3,
      sendingHoursStart: '07:00',
      sendingHoursEnd: '22:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ sendingHoursStart: '07:00', sendingHoursEnd: '22:00' });
    expect((await laura.post(`/api/send-runs/${run.id}/next`)).json().item.outsideHours).toBe(false);
    const bad = await admin.put('/api/settings', { graceDays: 3, sendingHoursStart: '7:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.invalidHours);
  });

  it("an incident's compensaciones: the sent one is recorded on the incident's queue", async () => {
    const clients = await shop(2);
    const account = await db().selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    const applied = await laura.post('/api/incidents', {
      accountIds: [account.id],
      days: 3,
      reason: 'Caída',
    });
    expect(applied.statusCode).toBe(201);
    const incidentId = applied.json().incident.id;
    const { run } = (await laura.post('/api/send-runs', { incidentId })).json();
    expect(run).toMatchObject({
      source: 'incident',
      incidentId,
      type: 'compensacion',
      progress: { total: 2 },
    });
    const { item } = (await andres.post(`/api/send-runs/${run.id}/next`)).json();
    expect(item).toMatchObject({ clientId: clients[0]!.id, type: 'compensacion' });
    expect(item.message).toContain('Caída');
    await andres.post(`/api/send-runs/${run.id}/items/${item.id}`, { outcome: 'sent' });
    const notices = (await laura.get('/api/incidents/notices')).json().notices;
    expect(notices.map((n: { client: { id: number } }) => n.client.id)).toEqual([clients[1]!.id]);
    // The other one has no phone: skipped on the way, and the run is done.
    expect((await andres.post(`/api/send-runs/${run.id}/next`)).statusCode).toBe(204);
    expect((await laura.get(`/api/send-runs/${run.id}`)).json().run).toMatchObject({
      status: 'done',
      progress: { sent: 1, skipped: 1 },
    });
  });

  it('lists a run with nothing left open as done without writing on a read; the next write records it', async () => {
    const clients = await shop(2);
    const { run } = (await laura.post('/api/send-runs', { clientIds: [clients[0]!.id] })).json();
    // Its one client's item is gone (the client was removed), nothing was reported.
    await db().deleteFrom('send_run_items').where('run_id', '=', run.id).execute();
    expect((await andres.get('/api/send-runs?status=active')).json().runs).toEqual([]);
    expect((await andres.get(`/api/send-runs/${run.id}`)).json().run.status).toBe('done');
    const stored = () =>
      db().selectFrom('send_runs').select('status').where('id', '=', run.id).executeTakeFirst();
    expect(await stored()).toEqual({ status: 'active' });
    expect((await andres.post(`/api/send-runs/${run.id}/next`)).statusCode).toBe(204);
    expect(await stored()).toEqual({ status: 'done' });
  });

  it('refuses a body that names no clients or two sources, and unknown ids', async () => {
    const none = await laura.post('/api/send-runs', {});
    expect([none.statusCode, none.json().error]).toEqual([400, m.noSource]);
    const two = await laura.post('/api/send-runs', { window: 3, clientIds: [1] });
    expect([two.statusCode, two.json().error]).toEqual([400, m.oneSource]);
    expect((await laura.post('/api/send-runs', { incidentId: 999 })).statusCode).toBe(404);
    expect((await laura.post('/api/send-runs', { clientIds: [999] })).statusCode).toBe(404);
    expect((await laura.get('/api/send-runs/999')).statusCode).toBe(404);
    const empty = await laura.post('/api/send-runs', { window: 5 });
    expect([empty.statusCode, empty.json().error]).toEqual([409, m.empty]);
    expect(await countRows(db(), 'send_runs')).toBe(0);
  });
});
