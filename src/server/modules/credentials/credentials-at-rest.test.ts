import fs from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, useTestApp, type TestClient } from '#tests/setup/test-app';
import { isSealed } from '../../lib/credential-cipher';

// Issue 15, credentials at rest: what staff type in is what they read back, and the database
// (its raw columns, and on SQLite the file's bytes) never holds the password or the PIN in clear.

const t = useTestApp();
let c: TestClient;
const PASSWORD = 'Zorro-Azul-7781!';
const PIN = '739154';
let accountId: number;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  ({ client: c } = await signedInClient(t));
  const service = await insertService(t.database.db, { name: 'Netflix', max_profiles: 2 });
  serviceId = service.id;
  clientId = (await insertClient(t.database.db, { name: 'Ana Pérez' })).id;
  const created = await c.post('/api/accounts', {
    serviceId,
    username: 'ventas@correo.com',
    password: PASSWORD,
    observation: 'Pagada en efectivo',
  });
  expect(created.statusCode).toBe(201);
  accountId = created.json().account.id;
  const [profile] = created.json().account.profiles;
  const today = businessToday(t.clock.now(), t.config.TZ_APP);
  const sold = await c.put(`/api/profiles/${profile.id}`, {
    name: profile.name,
    status: 'ocupado',
    clientId,
    pin: PIN,
    expiryDate: addDays(today, 2),
  });
  expect(sold.statusCode).toBe(200);
});

const rawAccounts = () => t.database.db.selectFrom('accounts').select(['id', 'password']).execute();
const rawPins = () =>
  t.database.db.selectFrom('profiles').select('pin').where('pin', 'is not', null).execute();

describe('stored sealed', () => {
  it('keeps no password or PIN in clear in the columns', async () => {
    const [account] = await rawAccounts();
    expect(account!.password).not.toContain(PASSWORD);
    expect(isSealed(account!.password)).toBe(true);
    const pins = await rawPins();
    expect(pins).toHaveLength(1);
    expect(pins[0]!.pin).not.toContain(PIN);
    expect(isSealed(pins[0]!.pin!)).toBe(true);
  });

  it('keeps them out of the SQLite file (WAL checkpointed into it) and the WAL', async () => {
    if (t.database.dialect !== 'sqlite') return;
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.database.db);
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db);
    const bytes = fs.readFileSync(rows[0]!.file);
    // The account itself is in the file: the search proves it reads the right bytes.
    expect(bytes.includes('ventas@correo.com')).toBe(true);
    expect(bytes.includes(PASSWORD)).toBe(false);
    expect(bytes.includes(PIN)).toBe(false);
    const wal = `${rows[0]!.file}-wal`;
    if (fs.existsSync(wal)) expect(fs.readFileSync(wal).includes(PASSWORD)).toBe(false);
  });

  it('seals a changed password and a changed PIN too', async () => {
    const before = await rawAccounts();
    const account = (await c.get(`/api/accounts/${accountId}`)).json().account;
    const edited = await c.put(`/api/accounts/${accountId}`, {
      serviceId,
      username: account.username,
      password: `${PASSWORD}-2`,
      observation: account.observation,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().account.password).toBe(`${PASSWORD}-2`);
    const after = await rawAccounts();
    expect(after[0]!.password).not.toBe(before[0]!.password);
    expect(after[0]!.password).not.toContain(PASSWORD);
    // Back as it was, for the tests below; recorded as a password change each time.
    await c.put(`/api/accounts/${accountId}`, { ...account, serviceId, password: PASSWORD });
    const history = (await c.get(`/api/accounts/${accountId}/history`)).json();
    expect(history.events.filter((e: { action: string }) => e.action === 'password_change')).toHaveLength(2);
    // The audit trail says the password changed, never to what.
    expect(JSON.stringify(history)).not.toContain(PASSWORD);
  });
});

describe('read back in clear by every reader', () => {
  it('the accounts list and detail', async () => {
    const list = (await c.get('/api/accounts')).json().accounts;
    expect(list[0]).toMatchObject({ password: PASSWORD });
    expect(list[0].profiles[0]).toMatchObject({ pin: PIN, status: 'ocupado' });
    const detail = (await c.get(`/api/accounts/${accountId}`)).json().account;
    expect(detail).toMatchObject({ password: PASSWORD });
    expect(detail.profiles.map((p: { pin: string | null }) => p.pin)).toEqual([PIN, null]);
  });

  it("a client's profiles", async () => {
    const client = (await c.get(`/api/clients/${clientId}`)).json().client;
    expect(client.profiles).toMatchObject([{ password: PASSWORD, pin: PIN }]);
  });

  it("the service's CSV export", async () => {
    const csv = (await c.get(`/api/services/${serviceId}/export`)).body;
    expect(csv).toContain(PASSWORD);
    expect(csv).toContain(PIN);
    expect(csv).not.toContain('v1:');
  });

  it('the reminders (their messages carry the access data)', async () => {
    const body = (await c.get('/api/reminders')).body;
    expect(JSON.parse(body).reminders).toHaveLength(1);
    expect(body).not.toContain('v1:');
  });

  it('the search still ignores the password', async () => {
    const found = (await c.get(`/api/accounts?search=${encodeURIComponent(PASSWORD)}`)).json();
    expect(found.pagination.totalCount).toBe(0);
    const byUser = (await c.get('/api/accounts?search=ventas')).json();
    expect(byUser.pagination.totalCount).toBe(1);
  });
});
