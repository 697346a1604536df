import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { accountsMessages } from '#shared/messages/accounts';
import { profilesMessages } from '#shared/messages/profiles';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { openCredentials } from '../../../lib/credentials';
import { updateProfileIfStatus } from './profile.repository';

// Review findings of issue 11: stale forms, double sales, sales without money (decision 011).

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const movements = () => t.database.db.selectFrom('movements').selectAll().orderBy('id').execute();
/** The stored row, its PIN opened (it is stored sealed). */
const stored = (id: number) =>
  t.database.db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', id)
    .execute()
    .then((rows) => openCredentials(rows)[0]!);

/** One Netflix account (18 000) whose single profile Sala Ana holds for 10 more days. */
async function setUp(status: 'ocupado' | 'libre' | 'expirado' = 'ocupado', expiry = addDays(today(), 10)) {
  const service = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
  const ana = await insertClient(t.database.db, { name: 'Ana' });
  const beto = await insertClient(t.database.db, { name: 'Beto' });
  const held =
    status === 'libre' ? {} : { client_id: status === 'ocupado' ? ana.id : null, expiry_date: expiry };
  const account = await insertAccount(t.database.db, service.id, { username: 'x@y.com' }, [
    { name: 'Sala', status, ...held },
  ]);
  const { id } = await t.database.db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  return { service, ana, beto, account, id };
}

describe('a stale Editar Perfil (expectedVersion)', () => {
  it('answers the version and refuses a form opened before a release and resale, writing nothing', async () => {
    const { ana, beto, id } = await setUp();
    const opened = 1;
    await c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'libre', expectedVersion: opened });
    const sale = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: beto.id,
      expectedStatus: 'libre',
    });
    expect(sale.json().profile).toMatchObject({ clientName: 'Beto', version: 3 });
    const before = await stored(id);
    const stale = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      expectedStatus: 'ocupado',
      expectedVersion: opened,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: profilesMessages.staleVersion });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a form opened before a renewal, so the renewal is not undone', async () => {
    const { ana, id } = await setUp();
    const renewed = await c.post(`/api/profiles/${id}/renew`, { days: 30 });
    expect(renewed.json().profile).toMatchObject({ expiryDate: addDays(today(), 40), version: 2 });
    const stale = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      expectedVersion: 1,
      expiryDate: addDays(today(), 10),
    });
    expect(stale.statusCode).toBe(409);
    expect((await stored(id)).expiry_date).toBe(addDays(today(), 40));
    const fresh = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      expectedVersion: 2,
      pin: '1234',
    });
    expect(fresh.json().profile).toMatchObject({ pin: '1234', expiryDate: addDays(today(), 40), version: 3 });
  });

  it('the conditional UPDATE alone refuses a stale version (no lock needed)', async () => {
    const { id } = await setUp();
    const stale = await updateProfileIfStatus(
      t.database.db,
      id,
      { status: 'ocupado', version: 7 },
      { pin: '9999' },
    );
    expect(stale).toBe(0);
    const fresh = await updateProfileIfStatus(
      t.database.db,
      id,
      { status: 'ocupado', version: 1 },
      { pin: '9999' },
    );
    expect(fresh).toBe(1);
    expect(await stored(id)).toMatchObject({ pin: '9999', version: 2 });
  });

  it('refuses a version that is not a whole number with 400', async () => {
    const { ana, id } = await setUp();
    const body = { name: 'Sala', status: 'ocupado', clientId: ana.id, expectedVersion: '1' };
    expect((await c.put(`/api/profiles/${id}`, body)).statusCode).toBe(400);
  });
});

describe('assignments', () => {
  it('gives two blind assignments of one libre profile to the same client one venta: the second is an edit', async () => {
    const { beto, id } = await setUp('libre');
    const responses = await Promise.all(
      [1000, 2000].map((customPrice) =>
        c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'ocupado', clientId: beto.id, customPrice }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const sales = await movements();
    expect(sales).toHaveLength(1);
    expect(sales.map((m) => m.client_name)).toEqual(['Beto']);
    expect(await stored(id)).toMatchObject({ status: 'ocupado', client_id: beto.id });
  });

  it('refuses two screens assigning one libre profile to the same client (expectedStatus): one 200, one 409', async () => {
    const { beto, id } = await setUp('libre');
    const responses = await Promise.all(
      [1000, 2000].map((customPrice) =>
        c.put(`/api/profiles/${id}`, {
          name: 'Sala',
          status: 'ocupado',
          clientId: beto.id,
          customPrice,
          expectedStatus: 'libre',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().profile;
    const sales = await movements();
    expect(sales).toHaveLength(1);
    expect(sales[0]!.amount).toBe(winner.customPrice);
    expect((await stored(id)).custom_price).toBe(winner.customPrice);
  });

  it('lets the specification’s client edit the holder’s profile with no expected status: no sale', async () => {
    const { ana, id } = await setUp();
    const before = await stored(id);
    const later = addDays(today(), 45);
    const response = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      pin: '4321',
      expiryDate: later,
      color: '#A855F7',
      observations: 'Cambió el PIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ pin: '4321', expiryDate: later, color: '#a855f7' });
    expect(await stored(id)).toMatchObject({
      pin: '4321',
      expiry_date: later,
      color: '#a855f7',
      observations: 'Cambió el PIN',
      client_id: ana.id,
      version: before.version + 1,
    });
    expect(await movements()).toHaveLength(0);
  });

  it('refuses the specification’s client selling a held profile to another client: 409, nothing written', async () => {
    const { beto, id } = await setUp();
    const before = await stored(id);
    const response = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: beto.id,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: profilesMessages.alreadyAssigned });
    expect(await stored(id)).toEqual(before);
    expect(await movements()).toHaveLength(0);
  });

  it('sells an expirado profile like a libre one: a venta and a fresh 30 days when the old date passed', async () => {
    const { beto, id } = await setUp('expirado', addDays(today(), -3));
    const response = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: beto.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.expiryDate).toBe(addDays(today(), 30));
    expect((await movements()).map((m) => [m.type, m.amount, m.client_name])).toEqual([
      ['venta', 18000, 'Beto'],
    ]);
    expect(await countRows(t.database.db, 'audit_log', { column: 'action', value: 'assignment' })).toBe(1);
  });

  it('records expirado → libre in the history', async () => {
    const { account, id } = await setUp('expirado', addDays(today(), -3));
    await c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'libre' });
    const history = (await c.get(`/api/accounts/${account.id}/history`)).json().events;
    expect(history).toMatchObject([
      {
        action: 'release',
        entity: 'profile',
        entityId: id,
        entityLabel: 'Sala · Netflix · x@y.com',
        changes: [
          { field: 'status', before: 'expirado', after: 'libre' },
          { field: 'expiry_date', before: addDays(today(), -3), after: null },
        ],
      },
    ]);
  });

  it('marking an occupied profile expirado puts its account among the expired; freeing it takes it out', async () => {
    const { account, id } = await setUp('ocupado', addDays(today(), 20));
    const expiredIds = async () =>
      ((await c.get('/api/accounts?expiryFilter=expired')).json().accounts as { id: number }[]).map(
        (a) => a.id,
      );
    expect(await expiredIds()).toEqual([]);
    const marked = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'expirado',
      expectedVersion: 1,
    });
    expect(marked.statusCode).toBe(200);
    expect(await expiredIds()).toEqual([account.id]);
    const listed = (await c.get('/api/accounts')).json().accounts[0];
    expect(listed).toMatchObject({ id: account.id, priority: 3, nextExpiry: null });
    await c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'libre' });
    expect(await expiredIds()).toEqual([]);
  });

  it.each([0, -1])('refuses a sale whose expiry is today%+d days with 400 in Spanish', async (days) => {
    const { beto, id } = await setUp('libre');
    const response = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: beto.id,
      expiryDate: addDays(today(), days),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: profilesMessages.expiryNotFuture });
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });
});

describe('far-future dates', () => {
  it.each(['2101-01-01', '9999-12-31'])('refuses expiry %s with 400', async (expiryDate) => {
    const { beto, id } = await setUp('libre');
    const body = { name: 'Sala', status: 'ocupado', clientId: beto.id, expiryDate };
    const response = await c.put(`/api/profiles/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: profilesMessages.dateTooFar });
  });

  it('refuses a renewal or compensation past 2100-12-31 with 409, writing nothing', async () => {
    const { id, account } = await setUp('ocupado', '2100-12-20');
    const renew = await c.post(`/api/profiles/${id}/renew`, { days: 30 });
    expect(renew.statusCode).toBe(409);
    expect(renew.json()).toEqual({ error: profilesMessages.resultTooFar });
    const compensate = await c.post(`/api/accounts/${account.id}/compensate`, { days: 30, reason: 'Caída' });
    expect(compensate.statusCode).toBe(409);
    expect((await stored(id)).expiry_date).toBe('2100-12-20');
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('refuses a supplier payment date past the cap', async () => {
    const { service, account } = await setUp();
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: service.id,
      username: 'x@y.com',
      password: 'p',
      providerRenewalDate: '2200-01-01',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('days of renewals and compensations', () => {
  it.each([true, false, '', 1.5, 0, 367, null])('refuses renewal days %j with 400', async (days) => {
    const { id } = await setUp();
    const response = await c.post(`/api/profiles/${id}/renew`, { days });
    expect(response.statusCode).toBe(400);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it.each([true, '', 366])('refuses compensation days %j with 400', async (days) => {
    const { account } = await setUp();
    const response = await c.post(`/api/accounts/${account.id}/compensate`, { days, reason: 'Caída' });
    expect(response.statusCode).toBe(400);
  });

  it('still takes days written as digits', async () => {
    const { id } = await setUp();
    expect((await c.post(`/api/profiles/${id}/renew`, { days: '15' })).statusCode).toBe(200);
  });
});

describe('PUT /api/accounts/{id}', () => {
  it('refuses a new profile sent ocupado (a sale without its venta)', async () => {
    const { service, beto, account, id } = await setUp();
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: service.id,
      username: 'x@y.com',
      password: 'p',
      profiles: [
        { id, name: 'Sala' },
        { name: 'Nuevo', status: 'ocupado', clientId: beto.id },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountsMessages.occupiedProfileAdded('Nuevo') });
    expect(await countRows(t.database.db, 'profiles')).toBe(1);
  });

  it('refuses to change the service while a profile is occupied, naming it', async () => {
    const { account, id } = await setUp();
    const other = await insertService(t.database.db, { name: 'Disney' });
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: other.id,
      username: 'x@y.com',
      password: 'p',
      profiles: [{ id, name: 'Sala' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountsMessages.serviceChangeOccupied(['Sala']) });
    const after = await t.database.db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
    expect(after.service_id).toBe(account.service_id);
  });
});

describe('deleting a client while one of their profiles is being sold', () => {
  it('never leaves an occupied profile without its client and never answers 500', async () => {
    const { beto, id } = await setUp('libre');
    const [sale, removal] = await Promise.all([
      c.put(`/api/profiles/${id}`, { name: 'Sala', status: 'ocupado', clientId: beto.id }),
      c.delete(`/api/clients/${beto.id}`),
    ]);
    expect([sale.statusCode, removal.statusCode].sort()).not.toContain(500);
    const profile = await stored(id);
    if (profile.status === 'ocupado') {
      expect(profile.client_id).toBe(beto.id);
      expect(removal.statusCode).toBe(409);
    } else {
      expect(removal.statusCode).toBe(200);
      expect(sale.statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('history gaps', () => {
  it('records moving an occupied profile to another client, without money', async () => {
    const { account, ana, beto, id } = await setUp();
    const moved = await c.put(`/api/profiles/${id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: beto.id,
      expectedVersion: 1,
    });
    expect(moved.statusCode).toBe(200);
    const history = (await c.get(`/api/accounts/${account.id}/history`)).json().events;
    // One line in each holder's history, the same change in both; no amount: nothing was sold.
    const transfer = [{ field: 'client', before: 'Ana', after: 'Beto' }];
    expect(history).toMatchObject([
      { action: 'assignment', clientId: beto.id, changes: transfer },
      { action: 'release', clientId: ana.id, changes: transfer },
    ]);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('records which profiles a compensation moved, from and to which date', async () => {
    const { account, ana, id } = await setUp();
    await c.post(`/api/accounts/${account.id}/compensate`, { days: 3, reason: 'Caída' });
    const history = (await c.get(`/api/accounts/${account.id}/history`)).json().events;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'compensation',
        entity: 'profile',
        entityId: id,
        entityLabel: 'Sala · Netflix · x@y.com',
        clientId: ana.id,
        changes: [
          { field: 'expiry_date', before: addDays(today(), 10), after: addDays(today(), 13) },
          { field: 'days', before: null, after: 3 },
        ],
        note: 'Caída',
      }),
    ]);
  });
});
