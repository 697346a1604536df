import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { commonMessages } from '#shared/messages/common';
import { movementsMessages } from '#shared/messages/movements';
import { insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovement, insertMovements } from '#tests/factories/movement.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
});

const m = movementsMessages;
const countMovements = () => countRows(t.database.db, 'movements');

describe('GET /api/movements', () => {
  it('answers newest first (date, then id) with pagination', async () => {
    const { db } = t.database;
    await insertMovement(db, { date: '2026-10-05', amount: 1 });
    await insertMovement(db, { date: '2026-11-02', amount: 2 });
    await insertMovement(db, { date: '2026-11-02', amount: 3 });
    await insertMovement(db, { date: '2026-09-30', amount: 4 });
    const response = await c.get('/api/movements?page=1&limit=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.movements.map((x: { amount: number }) => x.amount)).toEqual([3, 2, 1]);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 4,
      limit: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = (await c.get('/api/movements?page=2&limit=3')).json();
    expect(second.movements.map((x: { amount: number }) => x.amount)).toEqual([4]);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasNextPage: false, hasPrevPage: true });
  });

  it('pages of 10 by default, never overlapping or skipping across equal dates', async () => {
    await insertMovements(
      t.database.db,
      Array.from({ length: 25 }, (_, i) => ({ date: i % 2 ? '2026-11-01' : '2026-11-02', amount: i })),
    );
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await c.get(`/api/movements?page=${page}`)).json();
      expect(body.pagination.limit).toBe(10);
      seen.push(...body.movements.map((x: { id: number }) => x.id));
    }
    expect(new Set(seen).size).toBe(25);
  });

  it('filters by month and year, by year alone and by type', async () => {
    const { db } = t.database;
    await insertMovement(db, { date: '2025-12-31', type: 'venta', amount: 1 });
    await insertMovement(db, { date: '2026-01-01', type: 'venta', amount: 2 });
    await insertMovement(db, { date: '2026-02-28', type: 'renovacion', amount: 3 });
    await insertMovement(db, { date: '2026-03-01', type: 'cancelacion', amount: 4 });
    await insertMovement(db, { date: '2026-12-31', type: 'venta', amount: 5 });
    await insertMovement(db, { date: '2027-01-01', type: 'venta', amount: 6 });
    const amounts = async (query: string) =>
      (await c.get(`/api/movements?${query}`)).json().movements.map((x: { amount: number }) => x.amount);
    expect(await amounts('month=2&year=2026')).toEqual([3]);
    expect(await amounts('month=1&year=2026')).toEqual([2]);
    expect(await amounts('month=12&year=2026')).toEqual([5]);
    expect(await amounts('year=2026')).toEqual([5, 4, 3, 2]);
    expect(await amounts('type=venta')).toEqual([6, 5, 2, 1]);
    expect(await amounts('type=venta&year=2026')).toEqual([5, 2]);
    expect(await amounts('type=cancelacion&month=3&year=2026')).toEqual([4]);
    expect(await amounts('month=&year=&type=')).toHaveLength(6);
  });

  it.each([
    ['month=13&year=2026', m.invalidMonth],
    ['month=0&year=2026', m.invalidMonth],
    ['month=5', m.monthNeedsYear],
    ['year=1999', m.invalidYear],
    ['year=dos', m.invalidYear],
    ['type=regalo', m.invalidType],
  ])('refuses ?%s with 400 in Spanish', async (query, message) => {
    const response = await c.get(`/api/movements?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });
});

describe('POST, PUT and DELETE /api/movements', () => {
  it('creates a movement with the names of its client and service and who recorded it', async () => {
    const { db } = t.database;
    const service = await insertService(db, { name: 'Netflix' });
    const client = await insertClient(db, { name: 'Ana' });
    const response = await c.post('/api/movements', {
      date: '2026-11-20',
      type: 'venta',
      amount: '$ 22.500',
      clientId: client.id,
      service_id: String(service.id),
      description: '  Pantalla extra  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().movement).toMatchObject({
      date: '2026-11-20',
      type: 'venta',
      amount: 22500,
      clientId: client.id,
      clientName: 'Ana',
      serviceId: service.id,
      serviceName: 'Netflix',
      description: 'Pantalla extra',
      createdByName: 'Laura Caja',
      profileId: null,
    });
  });

  it('accepts a movement without client, service or description', async () => {
    const response = await c.post('/api/movements', { date: '2026-11-20', type: 'cancelacion', amount: 0 });
    expect(response.statusCode).toBe(201);
    expect(response.json().movement).toMatchObject({ clientId: null, serviceId: null, description: null });
  });

  it.each([
    [{ type: 'venta', amount: 1 }, m.dateRequired],
    [{ date: '', type: 'venta', amount: 1 }, m.dateRequired],
    [{ date: '2026-02-30', type: 'venta', amount: 1 }, m.invalidDate],
    [{ date: '30/11/2026', type: 'venta', amount: 1 }, m.invalidDate],
    [{ date: '2026-11-20', type: 'regalo', amount: 1 }, m.invalidType],
    [{ date: '2026-11-20', amount: 1 }, m.invalidType],
    [{ date: '2026-11-20', type: 'venta', amount: -1 }, m.invalidAmount],
    [{ date: '2026-11-20', type: 'venta', amount: 10.5 }, m.invalidAmount],
    [{ date: '2026-11-20', type: 'venta', amount: 'mucho' }, m.invalidAmount],
    [{ date: '2026-11-20', type: 'venta' }, m.invalidAmount],
    [{ date: '2026-11-20', type: 'venta', amount: 1, clientId: 'ana' }, m.invalidClient],
    [{ date: '2026-11-20', type: 'venta', amount: 1, serviceId: -3 }, m.invalidService],
    [{ date: '2026-11-20', type: 'venta', amount: 1, clientId: 999 }, m.clientNotFound],
    [{ date: '2026-11-20', type: 'venta', amount: 1, serviceId: 999 }, m.serviceNotFound],
    [{ date: '2026-11-20', type: 'venta', amount: 1, description: 'x'.repeat(501) }, m.descriptionTooLong],
    [{ date: '2026-11-20', type: 'venta', amount: 1, description: 'a\u0000b' }, commonMessages.nulCharacter],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const response = await c.post('/api/movements', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await countMovements()).toBe(0);
  });

  it('edits a movement, recording the new names, and keeps who recorded it', async () => {
    const { db } = t.database;
    const netflix = await insertService(db, { name: 'Netflix' });
    const disney = await insertService(db, { name: 'Disney+' });
    const created = (
      await c.post('/api/movements', { date: '2026-11-20', type: 'venta', amount: 1, serviceId: netflix.id })
    ).json().movement;
    const { client: other } = await signedInClient(t);
    const response = await other.put(`/api/movements/${created.id}`, {
      date: '2026-11-21',
      type: 'renovacion',
      amount: 2000,
      serviceId: disney.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().movement).toMatchObject({
      id: created.id,
      date: '2026-11-21',
      type: 'renovacion',
      amount: 2000,
      serviceName: 'Disney+',
      createdByName: 'Laura Caja',
    });
  });

  it('refuses a bad edit with 400 and leaves the movement as it was', async () => {
    const movement = await insertMovement(t.database.db, { amount: 5000 });
    const response = await c.put(`/api/movements/${movement.id}`, {
      date: '2026-11-20',
      type: 'venta',
      amount: 1,
      clientId: 12345,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.clientNotFound });
    expect((await c.get(`/api/movements/${movement.id}`)).json().movement.amount).toBe(5000);
  });

  it('deletes a movement; unknown ids are 404 in Spanish', async () => {
    const movement = await insertMovement(t.database.db);
    expect((await c.delete(`/api/movements/${movement.id}`)).json()).toEqual({ ok: true });
    expect(await countMovements()).toBe(0);
    for (const response of [
      await c.delete(`/api/movements/${movement.id}`),
      await c.get(`/api/movements/${movement.id}`),
      await c.put(`/api/movements/${movement.id}`, { date: '2026-11-20', type: 'venta', amount: 1 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: m.notFound });
    }
    expect((await c.delete('/api/movements/abc')).statusCode).toBe(400);
  });
});

describe('names recorded with the movement', () => {
  it('survive the deletion of the client and the service, and an edit afterwards', async () => {
    const service = (
      await c.post('/api/services', { name: 'Max', url: '', price: 9000, maxProfiles: 4, image: null })
    ).json().service;
    const client = (await c.post('/api/clients', { name: 'Beto', phone: '', type: 'cliente' })).json().client;
    const movement = (
      await c.post('/api/movements', {
        date: '2026-11-20',
        type: 'venta',
        amount: 9000,
        clientId: client.id,
        serviceId: service.id,
      })
    ).json().movement;
    expect((await c.delete(`/api/clients/${client.id}`)).statusCode).toBe(200);
    expect((await c.delete(`/api/services/${service.id}`)).statusCode).toBe(200);
    const listed = (await c.get('/api/movements')).json().movements[0];
    expect(listed).toMatchObject({ clientId: null, clientName: 'Beto', serviceId: null, serviceName: 'Max' });
    const edited = await c.put(`/api/movements/${movement.id}`, {
      date: '2026-11-20',
      type: 'venta',
      amount: 8000,
      clientId: null,
      serviceId: null,
      description: 'Con descuento',
    });
    expect(edited.json().movement).toMatchObject({ clientName: 'Beto', serviceName: 'Max', amount: 8000 });
  });
});

describe('the movimientos permission', () => {
  const endpoints = (id: number): [string, (x: TestClient) => ReturnType<TestClient['get']>][] => [
    ['list', (x) => x.get('/api/movements')],
    ['stats', (x) => x.get('/api/movements/stats')],
    ['export', (x) => x.get('/api/movements/export')],
    ['one', (x) => x.get(`/api/movements/${id}`)],
    ['create', (x) => x.post('/api/movements', { date: '2026-11-20', type: 'venta', amount: 1 })],
    ['edit', (x) => x.put(`/api/movements/${id}`, { date: '2026-11-20', type: 'venta', amount: 1 })],
    ['delete', (x) => x.delete(`/api/movements/${id}`)],
  ];

  it('refuses every endpoint to a user without can_access_movimientos, writing nothing', async () => {
    const movement = await insertMovement(t.database.db, { amount: 7 });
    const { client: denied } = await signedInClient(t, { can_access_movimientos: 0 });
    for (const [name, call] of endpoints(movement.id)) {
      const response = await call(denied);
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toEqual({ error: authMessages.forbidden });
    }
    const user = (await denied.get('/api/auth/me')).json().user;
    expect((await denied.get(`/api/movements/user/${user.id}`)).statusCode).toBe(403);
    expect(await countMovements()).toBe(1);
    expect((await c.get(`/api/movements/${movement.id}`)).json().movement.amount).toBe(7);
  });

  it('opens every endpoint to a user with the flag and to an admin without it', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin', can_access_movimientos: 0 });
    for (const who of [c, admin]) {
      const movement = await insertMovement(t.database.db);
      for (const [name, call] of endpoints(movement.id)) {
        expect([200, 201], name).toContain((await call(who)).statusCode);
      }
    }
  });

  it('keeps the per-user statistics for admins, and strangers out of everything', async () => {
    const me = (await c.get('/api/auth/me')).json().user;
    const response = await c.get(`/api/movements/user/${me.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: authMessages.adminOnly });
    expect((await new TestClient(t.app).get('/api/movements')).statusCode).toBe(401);
  });
});
