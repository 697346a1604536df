import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { businessToday } from '#shared/domain/business-time';
import { accountsMessages } from '#shared/messages/accounts';
import { commonMessages } from '#shared/messages/common';
import { profilesMessages } from '#shared/messages/profiles';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const nothingWritten = async () => {
  expect(await countRows(t.database.db, 'accounts')).toBe(0);
  expect(await countRows(t.database.db, 'profiles')).toBe(0);
};

describe('POST /api/accounts', () => {
  it('creates Perfil 1..N, all libre, N the service maximum', async () => {
    const service = await insertService(t.database.db, { name: 'Netflix', max_profiles: 5, price: 18000 });
    const response = await c.post('/api/accounts', {
      serviceId: service.id,
      username: 'ventas@correo.com',
      password: 'Clave 123',
      observation: 'Pantalla 4K',
    });
    expect(response.statusCode).toBe(201);
    const { account } = response.json();
    expect(account).toMatchObject({
      serviceId: service.id,
      service: { id: service.id, name: 'Netflix', price: 18000, maxProfiles: 5 },
      username: 'ventas@correo.com',
      password: 'Clave 123',
      observation: 'Pantalla 4K',
      hidden: false,
      priority: 1,
      nextExpiry: null,
      providerCost: null,
      providerRenewalDate: null,
      providerDue: false,
    });
    expect(account.profiles.map((p: { name: string; status: string }) => `${p.name}:${p.status}`)).toEqual([
      'Perfil 1:libre',
      'Perfil 2:libre',
      'Perfil 3:libre',
      'Perfil 4:libre',
      'Perfil 5:libre',
    ]);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('stores profiles as sent, with the snake_case aliases, and defaults an occupied expiry to +30 days', async () => {
    const service = await insertService(t.database.db);
    const client = await insertClient(t.database.db, { name: 'Ana' });
    const response = await c.post('/api/accounts', {
      service_id: service.id,
      username: 'a@b.co',
      password: 'x',
      providerCost: '$ 40.000',
      providerRenewalDate: addDays(today(), 3),
      profiles: [
        { name: 'Sala', status: 'ocupado', client_id: client.id, pin: '1234', color: '#A855F7' },
        {
          name: 'Cuarto',
          status: 'ocupado',
          clientId: client.id,
          expiry_date: '2030-01-31',
          customPrice: 12000,
        },
        { name: 'Libre', status: 'libre', clientId: client.id, pin: '9999' },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { account } = response.json();
    expect(account.providerCost).toBe(40000);
    expect(account.providerDue).toBe(true);
    expect(account.profiles).toMatchObject([
      {
        name: 'Sala',
        status: 'ocupado',
        clientId: client.id,
        clientName: 'Ana',
        pin: '1234',
        color: '#a855f7',
        expiryDate: addDays(today(), 30),
      },
      { name: 'Cuarto', expiryDate: '2030-01-31', customPrice: 12000 },
      { name: 'Libre', status: 'libre', clientId: null, pin: null },
    ]);
    expect(account.nextExpiry).toBe(addDays(today(), 30));
  });

  it.each([
    [{ serviceId: undefined, username: 'a', password: 'b' }, accountsMessages.serviceRequired],
    [{ serviceId: 'x', username: 'a', password: 'b' }, accountsMessages.serviceRequired],
    [{ username: '', password: 'b' }, accountsMessages.usernameRequired],
    [{ username: 'a'.repeat(201), password: 'b' }, accountsMessages.usernameTooLong],
    [{ username: 'a', password: '' }, accountsMessages.passwordRequired],
    [{ username: 'a\u0000b', password: 'b' }, commonMessages.nulCharacter],
    [{ username: 'a', password: 'b', observation: 'x'.repeat(1001) }, accountsMessages.observationTooLong],
    [{ username: 'a', password: 'b', profiles: [] }, accountsMessages.profilesCount],
    [
      { username: 'a', password: 'b', profiles: Array(21).fill({ name: 'P' }) },
      accountsMessages.profilesCount,
    ],
    [{ username: 'a', password: 'b', profiles: [{ name: '' }] }, profilesMessages.nameRequired],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', status: 'vendido' }] },
      profilesMessages.invalidStatus,
    ],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', status: 'ocupado' }] },
      profilesMessages.clientRequired,
    ],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', pin: '12a4' }] },
      profilesMessages.pinDigitsOnly,
    ],
    [{ username: 'a', password: 'b', profiles: [{ name: 'P', pin: '123' }] }, profilesMessages.pinLength],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', color: 'red' }] },
      profilesMessages.invalidColor,
    ],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', expiryDate: '2026-02-30' }] },
      profilesMessages.invalidExpiry,
    ],
    [
      { username: 'a', password: 'b', profiles: [{ name: 'P', customPrice: -1 }] },
      profilesMessages.invalidPrice,
    ],
    [{ username: 'a', password: 'b', providerCost: '12,5' }, accountsMessages.invalidProviderCost],
    [{ username: 'a', password: 'b', providerRenewalDate: 'mañana' }, accountsMessages.invalidProviderDate],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const service = await insertService(t.database.db);
    const response = await c.post('/api/accounts', { serviceId: service.id, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    await nothingWritten();
  });

  it('refuses an unknown service or client with 400 and writes nothing', async () => {
    const service = await insertService(t.database.db);
    const unknownService = await c.post('/api/accounts', { serviceId: 999, username: 'a', password: 'b' });
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json()).toEqual({ error: accountsMessages.serviceNotFound });
    const unknownClient = await c.post('/api/accounts', {
      serviceId: service.id,
      username: 'a',
      password: 'b',
      profiles: [{ name: 'P1' }, { name: 'P2', status: 'ocupado', clientId: 999 }],
    });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.json()).toEqual({ error: profilesMessages.clientNotFound });
    await nothingWritten();
  });

  it('needs a signed-in user and a CSRF token', async () => {
    const service = await insertService(t.database.db);
    const body = { serviceId: service.id, username: 'a', password: 'b' };
    expect((await new TestClient(t.app).post('/api/accounts', body)).statusCode).toBe(401);
    expect((await c.post('/api/accounts', body, { noCsrf: true })).statusCode).toBe(403);
    await nothingWritten();
  });
});

describe('a NUL character', () => {
  const NUL = 'a\u0000b';
  it.each([
    ['password', { password: NUL }],
    ['observation', { observation: NUL }],
    ['profile name', { profiles: [{ name: NUL }] }],
    ['PIN', { profiles: [{ name: 'P', pin: '12\u000034' }] }],
    ['colour', { profiles: [{ name: 'P', color: '#\u000012345' }] }],
    ['profile observations', { profiles: [{ name: 'P', observations: NUL }] }],
    ['expiry date', { profiles: [{ name: 'P', expiryDate: '2030-01-0\u0000' }] }],
    ['supplier date', { providerRenewalDate: '2030-01-0\u0000' }],
  ])('is refused in the %s with 400, writing nothing', async (_field, body) => {
    const service = await insertService(t.database.db);
    const response = await c.post('/api/accounts', {
      serviceId: service.id,
      username: 'u',
      password: 'p',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: commonMessages.nulCharacter });
    await nothingWritten();
  });

  it('is refused in the search and in a compensation reason', async () => {
    expect((await c.get('/api/accounts?search=a%00b')).json()).toEqual({
      error: commonMessages.nulCharacter,
    });
    const service = await insertService(t.database.db);
    const account = await insertAccount(t.database.db, service.id);
    const response = await c.post(`/api/accounts/${account.id}/compensate`, { days: 1, reason: NUL });
    expect(response.json()).toEqual({ error: commonMessages.nulCharacter });
  });
});
