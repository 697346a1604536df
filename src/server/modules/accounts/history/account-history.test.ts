import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { MASKED } from '#shared/domain/audit';
import { accountsMessages } from '#shared/messages/accounts';
import { incidentsMessages } from '#shared/messages/incidents';
import { auditPageSchema } from '#shared/schemas/audit';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const expiries = (accountId: number) =>
  t.database.db
    .selectFrom('profiles')
    .select(['status', 'expiry_date'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();

async function setUp() {
  const service = await insertService(t.database.db, { price: 20000 });
  const ana = await insertClient(t.database.db, { name: 'Ana' });
  const account = await insertAccount(t.database.db, service.id, { password: 'vieja' }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 2) },
    {},
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), -1) },
  ]);
  return { service, ana, account };
}

describe('POST /api/accounts/{id}/compensate', () => {
  it('adds the days to every occupied profile in one step, moving no money', async () => {
    const { account } = await setUp();
    const response = await c.post(`/api/accounts/${account.id}/compensate`, {
      days: 3,
      reason: 'Caída del servicio',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().compensated).toBe(2);
    expect(response.json().account.nextExpiry).toBe(addDays(today(), 2));
    expect(await expiries(account.id)).toEqual([
      { status: 'ocupado', expiry_date: addDays(today(), 5) },
      { status: 'libre', expiry_date: null },
      { status: 'ocupado', expiry_date: addDays(today(), 2) },
    ]);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
    const events = (await c.get(`/api/accounts/${account.id}/history`)).json().events;
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      action: 'compensation',
      entity: 'profile',
      changes: [
        { field: 'expiry_date', before: addDays(today(), -1), after: addDays(today(), 2) },
        { field: 'days', before: null, after: 3 },
      ],
      note: 'Caída del servicio',
      userName: 'Laura Gómez',
    });
  });

  it.each([
    // An incident of one account (docs/decisions/050): 1 to 60 days, a reason of 1 to 200.
    [{ days: 0, reason: 'x' }, incidentsMessages.days],
    [{ days: 61, reason: 'x' }, incidentsMessages.days],
    [{ days: 3 }, incidentsMessages.reasonRequired],
    [{ days: 3, reason: '  ' }, incidentsMessages.reasonRequired],
    [{ days: 3, reason: 'x'.repeat(201) }, incidentsMessages.reasonTooLong],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const { account } = await setUp();
    const before = await expiries(account.id);
    const response = await c.post(`/api/accounts/${account.id}/compensate`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await expiries(account.id)).toEqual(before);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
  });

  it('answers 409 without occupied profiles and 404 for an unknown account', async () => {
    const service = await insertService(t.database.db);
    const account = await insertAccount(t.database.db, service.id);
    const response = await c.post(`/api/accounts/${account.id}/compensate`, { days: 2, reason: 'Caída' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountsMessages.nothingToCompensate });
    expect((await c.post('/api/accounts/999/compensate', { days: 2, reason: 'Caída' })).statusCode).toBe(404);
  });
});

describe('GET /api/accounts/{id}/history', () => {
  it("lists the account's lines of the audit trail, its own and its profiles', newest first, paged", async () => {
    const { account, ana, service } = await setUp();
    const profiles = (await c.get(`/api/accounts/${account.id}`)).json().account.profiles;
    const [first, free] = profiles;
    await c.put(`/api/profiles/${free.id}`, { name: free.name, status: 'ocupado', clientId: ana.id });
    await c.post(`/api/profiles/${first.id}/renew`, { days: 30 });
    await c.put(`/api/profiles/${first.id}`, { name: first.name, status: 'libre' });
    await c.post(`/api/accounts/${account.id}/compensate`, { days: 1, reason: 'Mantenimiento' });
    const body = { serviceId: service.id, username: account.username, password: 'nueva' };
    await c.put(`/api/accounts/${account.id}`, body);
    await c.put(`/api/accounts/${account.id}`, body); // nothing changed: no line
    // Another account's lines are not this one's.
    const other = await insertAccount(t.database.db, service.id);
    await c.put(`/api/accounts/${other.id}`, { serviceId: service.id, username: 'otra', password: 'x' });
    const response = await c.get(`/api/accounts/${account.id}/history`);
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(auditPageSchema.safeParse(history).success).toBe(true);
    expect(history.events.map((e: { action: string }) => e.action)).toEqual([
      'password_change',
      // One line per occupied profile the compensation moved.
      'compensation',
      'compensation',
      'release',
      'renewal',
      'assignment',
    ]);
    const label = (name: string) => `${name} · ${service.name} · ${account.username}`;
    expect(history.events[0]).toMatchObject({
      entity: 'account',
      entityId: account.id,
      entityLabel: `${service.name} · ${account.username}`,
      accountId: account.id,
      changes: [{ field: 'password', before: MASKED, after: MASKED }],
    });
    expect(history.events[4]).toMatchObject({
      entity: 'profile',
      entityId: first.id,
      entityLabel: label(first.name),
      accountId: account.id,
      clientId: ana.id,
      changes: [
        { field: 'expiry_date', before: addDays(today(), 2), after: addDays(today(), 32) },
        { field: 'amount', before: null, after: 20000 },
        { field: 'days', before: null, after: 30 },
      ],
      userName: 'Laura Gómez',
    });
    expect(history.events[5]).toMatchObject({
      entityId: free.id,
      clientId: ana.id,
      changes: [
        { field: 'status', before: 'libre', after: 'ocupado' },
        { field: 'client', before: null, after: 'Ana' },
        { field: 'expiry_date', before: null, after: addDays(today(), 30) },
        { field: 'amount', before: null, after: 20000 },
      ],
    });
    expect(JSON.stringify(history)).not.toContain('nueva');
    expect(JSON.stringify(history)).not.toContain('vieja');
    expect(history.pagination).toMatchObject({ totalCount: 6, currentPage: 1 });
    const page = (await c.get(`/api/accounts/${account.id}/history?page=2&limit=2`)).json();
    expect(page.events.map((e: { action: string }) => e.action)).toEqual(['compensation', 'release']);
    expect(page.pagination).toMatchObject({
      totalCount: 6,
      totalPages: 3,
      hasPrevPage: true,
      hasNextPage: true,
    });
  });

  it('is open to every staff member, not only admins', async () => {
    const { account } = await setUp();
    await c.post(`/api/accounts/${account.id}/compensate`, { days: 1, reason: 'Caída' });
    const { client: plain } = await signedInClient(t, { role: 'user' });
    const response = await plain.get(`/api/accounts/${account.id}/history`);
    expect(response.statusCode).toBe(200);
    expect(response.json().events).toHaveLength(2);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await c.get('/api/accounts/999/history')).statusCode).toBe(404);
  });
});
