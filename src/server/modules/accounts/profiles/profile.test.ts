import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { MASKED } from '#shared/domain/audit';
import { commonMessages } from '#shared/messages/common';
import { profilesMessages } from '#shared/messages/profiles';
import { insertClient } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';
import { netflixWithFreeAndOccupied } from '#tests/factories/profile.factory';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let user: { id: number; full_name?: string | null };
beforeEach(async () => {
  ({ client: c, user } = await signedInClient(t, { full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const movements = () => t.database.db.selectFrom('movements').selectAll().orderBy('id').execute();

const setUp = () => netflixWithFreeAndOccupied(t.database.db, today());

describe('PUT /api/profiles/{id}: assigning', () => {
  it('takes 30 days from today and records one venta for the service price, in the same transaction', async () => {
    const { ana, service, free } = await setUp();
    const response = await c.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      clientId: ana.id,
      pin: '4321',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      status: 'ocupado',
      clientId: ana.id,
      clientName: 'Ana Ruiz',
      pin: '4321',
      expiryDate: addDays(today(), 30),
    });
    expect(await movements()).toMatchObject([
      {
        type: 'venta',
        amount: 18000,
        date: today(),
        client_id: ana.id,
        client_name: 'Ana Ruiz',
        service_id: service.id,
        service_name: 'Netflix',
        profile_id: free,
        created_by: user.id,
        created_by_name: 'Laura Gómez',
      },
    ]);
  });

  it('sells at the custom price and keeps the expiry given', async () => {
    const { ana, free } = await setUp();
    const response = await c.put(`/api/profiles/${free}`, {
      name: 'Perfil 1',
      status: 'ocupado',
      client_id: ana.id,
      expiry_date: '2031-05-01',
      customPrice: '14.400',
      expectedStatus: 'libre',
    });
    expect(response.json().profile).toMatchObject({ expiryDate: '2031-05-01', customPrice: 14400 });
    expect((await movements()).map((m) => m.amount)).toEqual([14400]);
  });

  it.each([
    [{ status: 'ocupado' }, profilesMessages.clientRequired],
    [{ status: 'ocupado', clientId: 999 }, profilesMessages.clientNotFound],
    [{ status: 'ocupado', clientId: 1, pin: '12ab' }, profilesMessages.pinDigitsOnly],
    [{ status: 'ocupado', clientId: 1, pin: '1234567' }, profilesMessages.pinLength],
    [{ status: 'ocupado', clientId: 1, color: '#12345' }, profilesMessages.invalidColor],
    [{ status: 'ocupado', clientId: 1, expiryDate: '31/12/2026' }, profilesMessages.invalidExpiry],
    [{ status: 'ocupado', clientId: 1, customPrice: 'gratis' }, profilesMessages.invalidPrice],
    [
      { status: 'ocupado', clientId: 1, observations: 'x'.repeat(1001) },
      profilesMessages.observationsTooLong,
    ],
    [{ status: 'ocupado', clientId: 1, name: '' }, profilesMessages.nameRequired],
    [{ status: 'ocupado', clientId: 1, name: 'a\u0000' }, commonMessages.nulCharacter],
    [{ status: 'vendido' }, profilesMessages.invalidStatus],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const { free } = await setUp();
    const before = await t.database.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', free)
      .executeTakeFirst();
    const response = await c.put(`/api/profiles/${free}`, { name: 'Perfil 1', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(
      await t.database.db.selectFrom('profiles').selectAll().where('id', '=', free).executeTakeFirst(),
    ).toEqual(before);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
    expect(await countRows(t.database.db, 'audit_log')).toBe(0);
  });

  it('answers 404 for an unknown profile', async () => {
    const response = await c.put('/api/profiles/999', { name: 'P', status: 'libre' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: profilesMessages.notFound });
  });

  it('gives exactly one of ten parallel assignments of one libre profile: one 200, nine 409, one sale', async () => {
    const { free } = await setUp();
    const clients = [];
    for (let i = 0; i < 10; i++) clients.push(await insertClient(t.database.db, { name: `Cliente ${i}` }));
    const responses = await Promise.all(
      clients.map((client) =>
        c.put(`/api/profiles/${free}`, { name: 'Perfil 1', status: 'ocupado', clientId: client.id }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = responses.find((r) => r.statusCode === 200)!.json().profile;
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toEqual({ error: profilesMessages.alreadyAssigned });
    }
    const stored = await t.database.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', free)
      .executeTakeFirstOrThrow();
    expect(stored.client_id).toBe(winner.clientId);
    const sales = await movements();
    expect(sales).toHaveLength(1);
    expect(sales[0]!.client_id).toBe(winner.clientId);
    expect(await countRows(t.database.db, 'audit_log', { column: 'action', value: 'assignment' })).toBe(1);
  });

  it('refuses a screen that showed another status (expectedStatus) with 409', async () => {
    const { ana, occupied } = await setUp();
    const response = await c.put(`/api/profiles/${occupied}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      expectedStatus: 'libre',
    });
    expect(response.statusCode).toBe(409);
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });
});

describe('PUT /api/profiles/{id}: editing and freeing', () => {
  it('edits an occupied profile without a sale, keeping its expiry when none is sent', async () => {
    const { ana, occupied } = await setUp();
    const response = await c.put(`/api/profiles/${occupied}`, {
      name: 'Sala TV',
      status: 'ocupado',
      clientId: ana.id,
      expectedVersion: 1,
      pin: '2222',
      color: '#A855F7',
      observations: 'Pidió cambio de PIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      name: 'Sala TV',
      pin: '2222',
      color: '#a855f7',
      observations: 'Pidió cambio de PIN',
      expiryDate: addDays(today(), 10),
    });
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('changes the holder only when the screen says it edits an occupied profile', async () => {
    const { occupied } = await setUp();
    const beto = await insertClient(t.database.db, { name: 'Beto' });
    const body = { name: 'Sala', status: 'ocupado', clientId: beto.id };
    expect((await c.put(`/api/profiles/${occupied}`, body)).statusCode).toBe(409);
    const edit = await c.put(`/api/profiles/${occupied}`, { ...body, expectedStatus: 'ocupado' });
    expect(edit.json().profile.clientName).toBe('Beto');
    expect(await countRows(t.database.db, 'movements')).toBe(0);
  });

  it('libre clears client, PIN, expiry and custom price, and the history records the release', async () => {
    const { occupied, account } = await setUp();
    const response = await c.put(`/api/profiles/${occupied}`, {
      name: 'Sala',
      status: 'libre',
      clientId: 1,
      pin: '1234',
      expiryDate: '2030-01-01',
      customPrice: 5000,
    });
    expect(response.json().profile).toMatchObject({
      status: 'libre',
      clientId: null,
      clientName: null,
      pin: null,
      expiryDate: null,
      customPrice: null,
    });
    const history = (await c.get(`/api/accounts/${account.id}/history`)).json().events;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'release',
        entityLabel: 'Sala · Netflix · cuenta@correo.com',
        changes: [
          { field: 'status', before: 'ocupado', after: 'libre' },
          { field: 'client', before: 'Ana Ruiz', after: null },
          { field: 'pin', before: MASKED, after: null },
          { field: 'expiry_date', before: addDays(today(), 10), after: null },
        ],
      }),
    ]);
  });
});
