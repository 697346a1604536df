import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { clientMergeMessages } from '#shared/messages/clients';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import { ledgerProblems } from '#tests/setup/cartera-ledger';
import { balanceOf, newClient, pay, sale, todayOf } from '#tests/setup/cartera-api';
import { countRows } from '#tests/setup/count-rows';
import { expectTotalsMatchMovements } from '#tests/setup/movement-sums';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';
import { CLIENT_REFERENCES } from './client-references.repository';

// Unir clientes (issue 26 item 5, docs/decisions/054).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
});

const m = clientMergeMessages;
const days = (n: number) => addDays(todayOf(t), n);
const db = () => t.database.db;

/** Ana (kept) owes 10.000; her duplicate "Ana R" paid 15.000 ahead; "Ana Ruiz" owes 7.000 and holds a profile. */
async function duplicates() {
  const ana = await newClient(c, { name: 'Ana', type: 'revendedor' });
  const anaR = await newClient(c, { name: 'Ana R', type: 'revendedor' });
  const anaRuiz = await newClient(c, { name: 'Ana Ruiz', type: 'revendedor' });
  await sale(c, { clientId: ana.id, amount: 10000, date: days(-5) });
  await sale(c, { clientId: anaR.id, amount: 8000, date: days(-4), paymentStatus: 'pagado' });
  await pay(c, { clientId: anaR.id, amount: 15000 });
  await sale(c, { clientId: anaRuiz.id, amount: 7000, date: days(-3) });
  const service = await insertService(db(), { name: 'Netflix' });
  await insertAccount(db(), service.id, {}, [
    { status: 'ocupado', client_id: anaRuiz.id, expiry_date: days(10) },
    { status: 'ocupado', client_id: ana.id, expiry_date: days(3) },
  ]);
  await db()
    .insertInto('notification_log')
    .values({
      client_id: anaRuiz.id,
      type: 'expirado',
      outcome: 'enviado',
      user_id: null,
      user_name: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { ana, anaR, anaRuiz };
}

const merge = (body: unknown, by: TestClient = c) => by.post('/api/clients/merge', body);

describe('POST /api/clients/merge', () => {
  it('moves every row to the kept client, keeps every movement and total to the peso, deletes the others', async () => {
    const { ana, anaR, anaRuiz } = await duplicates();
    const linkOf = async (id: number) => {
      const response = await c.post(`/api/clients/${id}/portal-link`);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().url as string).split('/p/')[1]!;
    };
    const keptLink = await linkOf(ana.id);
    const mergedLink = await linkOf(anaR.id);
    const movementsBefore = await db()
      .selectFrom('movements')
      .select(['id', 'amount', 'client_name'])
      .orderBy('id')
      .execute();
    const paymentsBefore = await countRows(db(), 'payments');

    const dry = await merge({ keepId: ana.id, mergeIds: [anaR.id, anaRuiz.id], dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().moved).toMatchObject({
      profiles: 1,
      movements: 2,
      payments: 1,
      notification_log: 1,
      portal_links: 1,
    });
    expect(await countRows(db(), 'clients')).toBe(3);

    const response = await merge({ keepId: ana.id, mergeIds: [anaRuiz.id, anaR.id, anaR.id] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.merged.map((x: { name: string }) => x.name)).toEqual(['Ana R', 'Ana Ruiz']);
    // Her 15.000 ahead paid Ana's 10.000 and 5.000 of the 7.000: 2.000 owed, nothing in favour.
    expect(body.client).toMatchObject({ id: ana.id, owed: 2000, credit: 0, active_profiles_count: 2 });
    expect(await balanceOf(c, ana.id)).toEqual({ owed: 2000, credit: 0 });

    // Every movement kept, with its amount and the name it was recorded with, now Ana's.
    const after = await db()
      .selectFrom('movements')
      .select(['id', 'amount', 'client_name', 'client_id'])
      .orderBy('id')
      .execute();
    expect(after.map(({ client_id: _, ...row }) => row)).toEqual(movementsBefore);
    expect(new Set(after.map((row) => row.client_id))).toEqual(new Set([ana.id]));
    expect(await countRows(db(), 'payments')).toBe(paymentsBefore);
    expect(await ledgerProblems(db(), todayOf(t))).toEqual([]);
    await expectTotalsMatchMovements(db());

    // No row refers to the merged clients; they are gone.
    for (const ref of CLIENT_REFERENCES) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(ref.table)}
        where client_id in (${anaR.id}, ${anaRuiz.id})`.execute(db());
      expect(Number(rows[0]!.n), ref.table).toBe(0);
    }
    expect(await countRows(db(), 'clients')).toBe(1);

    // The merged client's link stops working; the kept client's still works.
    const visitor = new TestClient(t.app, '10.9.9.9');
    expect((await visitor.get(`/api/portal/${mergedLink}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/portal/${keptLink}`)).statusCode).toBe(200);

    // The kept client's history shows the merge, and the merged clients' own lines.
    const history = (await c.get(`/api/clients/${ana.id}/history?limit=100`)).json();
    const clientLines = history.events.filter((e: { entity: string }) => e.entity === 'client');
    const mergeLine = history.events.find((e: { action: string }) => e.action === 'merge');
    expect(JSON.stringify(mergeLine)).toContain(`Ana R (#${anaR.id}), Ana Ruiz (#${anaRuiz.id})`);
    expect(clientLines.filter((e: { action: string }) => e.action === 'create')).toHaveLength(3);
  });

  it('keeps one compensación per incident when the kept and a merged client were both in it', async () => {
    const { ana, anaRuiz } = await duplicates();
    const account = await db().selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    const incident = await c.post('/api/incidents', { accountIds: [account.id], days: 2, reason: 'Caída' });
    expect(incident.statusCode, incident.body).toBe(201);
    const before = await db().selectFrom('incident_clients').select('client_id').execute();
    expect(before.map((r) => r.client_id).sort()).toEqual([ana.id, anaRuiz.id].sort());
    expect((await merge({ keepId: anaRuiz.id, mergeIds: [ana.id] })).statusCode).toBe(200);
    const after = await db().selectFrom('incident_clients').select('client_id').execute();
    expect(after).toEqual([{ client_id: anaRuiz.id }]);
    const profiles = await db().selectFrom('incident_profiles').select('client_id').execute();
    expect(profiles).toEqual([{ client_id: anaRuiz.id }, { client_id: anaRuiz.id }]);
  });

  it('refuses a merge into itself (400) and a missing client (404), writing nothing', async () => {
    const { ana, anaR } = await duplicates();
    const snapshot = async () => ({
      clients: await countRows(db(), 'clients'),
      audit: await countRows(db(), 'audit_log'),
      owners: await db().selectFrom('movements').select('client_id').orderBy('id').execute(),
    });
    const before = await snapshot();
    const self = await merge({ keepId: ana.id, mergeIds: [anaR.id, ana.id] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: m.intoItself });
    const missingMerged = await merge({ keepId: ana.id, mergeIds: [anaR.id, 99999] });
    expect(missingMerged.statusCode).toBe(404);
    expect(missingMerged.json()).toEqual({ error: m.notFound });
    expect((await merge({ keepId: 99999, mergeIds: [anaR.id] })).statusCode).toBe(404);
    expect((await merge({ keepId: ana.id, mergeIds: [] })).json()).toEqual({ error: m.invalidMerge });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused with 403 before the body is read to a read-only token, 403 without CSRF, 401 signed out', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const { token } = (await admin.post('/api/tokens', { name: 'hoja', scope: 'lectura' })).json();
    const refused = await new TestClient(t.app).post(
      '/api/clients/merge',
      { keepId: 0 },
      { headers: { authorization: `Bearer ${token}` }, noCsrf: true },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: apiTokenMessages.readOnly });
    expect(
      (await c.post('/api/clients/merge', { keepId: 1, mergeIds: [2] }, { noCsrf: true })).statusCode,
    ).toBe(403);
    expect((await new TestClient(t.app).post('/api/clients/merge', {})).statusCode).toBe(401);
  });

  it('two crosswise merges at once: one wins, the other finds its client gone (404)', async () => {
    const { ana, anaR } = await duplicates();
    const [first, second] = await Promise.all([
      merge({ keepId: ana.id, mergeIds: [anaR.id] }),
      merge({ keepId: anaR.id, mergeIds: [ana.id] }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect(await countRows(db(), 'clients')).toBe(2);
    expect(await ledgerProblems(db(), todayOf(t))).toEqual([]);
    await expectTotalsMatchMovements(db());
  });
});

describe('the registry of tables that refer to clients', () => {
  it('names every table with a client_id column', async () => {
    const tables =
      t.database.dialect === 'postgres'
        ? (
            await sql<{ table_name: string }>`select table_name from information_schema.columns
              where column_name = 'client_id' and table_schema = current_schema()`.execute(db())
          ).rows.map((r) => r.table_name)
        : (
            await sql<{ name: string }>`select m.name from sqlite_master m
              where m.type = 'table' and exists (select 1 from pragma_table_info(m.name) p where p.name = 'client_id')`.execute(
              db(),
            )
          ).rows.map((r) => r.name);
    expect(tables.length).toBeGreaterThan(5);
    const known = new Set(CLIENT_REFERENCES.map((r) => r.table));
    expect(tables.filter((table) => !known.has(table)).sort()).toEqual([]);
    expect([...known].filter((table) => !tables.includes(table))).toEqual([]);
  });
});
