import { beforeEach, describe, expect, it } from 'vitest';
import { clientsMessages } from '#shared/messages/clients';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';
import { walksNameIndex } from './client.service';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const countClients = () => countRows(t.database.db, 'clients');
const names = (body: { clients: { name: string }[] }) => body.clients.map((client) => client.name);

describe('POST /api/clients', () => {
  it('creates a client with the phone normalised to E.164 and type cliente by default', async () => {
    const response = await c.post('/api/clients', { name: 'Ana Ruiz', phone: '300 123-4567' });
    expect(response.statusCode).toBe(201);
    expect(response.json().client).toMatchObject({
      name: 'Ana Ruiz',
      phone: '+573001234567',
      type: 'cliente',
      active_profiles_count: 0,
    });
  });

  it('keeps a foreign number with its own country code, and allows no phone', async () => {
    const foreign = await c.post('/api/clients', {
      name: 'John',
      phone: '+1 202-555-0143',
      type: 'revendedor',
    });
    expect(foreign.json().client).toMatchObject({ phone: '+12025550143', type: 'revendedor' });
    const none = await c.post('/api/clients', { name: 'Sin teléfono', phone: '' });
    expect(none.statusCode).toBe(201);
    expect(none.json().client.phone).toBeNull();
  });

  it.each([
    [{ name: '', phone: '3001234567' }, clientsMessages.nameRequired],
    [{ phone: '3001234567' }, clientsMessages.nameRequired],
    [{ name: 'Ana', phone: '12345' }, clientsMessages.invalidPhone],
    [{ name: 'Ana', phone: 'abc' }, clientsMessages.invalidPhone],
    [{ name: 'Ana', type: 'mayorista' }, clientsMessages.invalidType],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const response = await c.post('/api/clients', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await countClients()).toBe(0);
  });

  it('needs a signed-in user and a CSRF token', async () => {
    expect((await new TestClient(t.app).post('/api/clients', { name: 'Ana' })).statusCode).toBe(401);
    expect((await c.post('/api/clients', { name: 'Ana' }, { noCsrf: true })).statusCode).toBe(403);
    expect(await countClients()).toBe(0);
  });
});

describe('GET /api/clients', () => {
  beforeEach(async () => {
    await insertClient(t.database.db, { name: 'José Pérez', phone: '+573001112233' });
    await insertClient(t.database.db, { name: 'María Núñez', phone: '+573104445566', type: 'revendedor' });
    await insertClient(t.database.db, { name: 'Andrés Gómez', phone: null });
    await insertClient(t.database.db, { name: 'Beatriz López', phone: '+573207778899' });
  });

  it('pages in name order', async () => {
    const first = (await c.get('/api/clients?page=1&limit=2')).json();
    expect(names(first)).toEqual(['Andrés Gómez', 'Beatriz López']);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalCount: 4,
      limit: 2,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = (await c.get('/api/clients?page=2&limit=2')).json();
    expect(names(second)).toEqual(['José Pérez', 'María Núñez']);
    expect(second.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
  });

  it.each([
    ['jose', ['José Pérez']],
    ['NUÑEZ', ['María Núñez']],
    ['nunez', ['María Núñez']],
    ['310 444', ['María Núñez']],
    ['3001112233', ['José Pérez']],
    ['z', ['Andrés Gómez', 'José Pérez', 'María Núñez', 'Beatriz López'].sort()],
    ['nadie', []],
    ['pérez 111', []],
  ])('search %s finds %j', async (search, expected) => {
    const body = (await c.get(`/api/clients?page=1&limit=50&search=${encodeURIComponent(search)}`)).json();
    expect(names(body).sort()).toEqual([...expected].sort());
    expect(body.pagination.totalCount).toBe(expected.length);
  });

  it('counts a client found by both name and phone once', async () => {
    await insertClient(t.database.db, { name: 'Local 300', phone: '+573001234567' });
    const body = (await c.get('/api/clients?page=1&limit=1&search=300')).json();
    expect(body.pagination.totalCount).toBe(2); // José Pérez by phone, Local 300 by both
    expect(names(body)).toEqual(['José Pérez']);
  });

  it('pages a search matching most clients in name order (walking the name index)', async () => {
    for (const name of ['Rosa Ramírez', 'Ana Ramirez', 'Luis Ramírez Gil', 'Zoe Ramírez', 'Eva Ramírez'])
      await insertClient(t.database.db, { name, phone: null });
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await c.get(`/api/clients?page=${page}&limit=2&search=ramirez`)).json();
      expect(body.pagination.totalCount).toBe(5);
      pages.push(...names(body));
    }
    expect(pages).toEqual(['Ana Ramirez', 'Eva Ramírez', 'Luis Ramírez Gil', 'Rosa Ramírez', 'Zoe Ramírez']);
    // 5 of 9: read walking the name index on SQLite; 1 of 9 sorted; PostgreSQL never walks.
    const search = { nameKey: 'ramirez', dialect: t.database.dialect };
    expect(await walksNameIndex(t.app.ctx, search, 5)).toBe(t.database.dialect === 'sqlite');
    expect(await walksNameIndex(t.app.ctx, search, 1)).toBe(false);
  });

  it('answers every client as an array with all=true', async () => {
    const body = (await c.get('/api/clients?all=true')).json();
    expect(body).toHaveLength(4);
    expect(body[0]).toMatchObject({ name: 'Andrés Gómez', type: 'cliente', active_profiles_count: 0 });
  });

  it('counts only occupied profiles as active', async () => {
    const [jose] = await t.database.db
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'José Pérez')
      .execute();
    const service = await insertService(t.database.db);
    await insertAccount(t.database.db, service.id, {}, [
      { status: 'ocupado', client_id: jose!.id, expiry_date: '2026-12-01' },
      { status: 'ocupado', client_id: jose!.id, expiry_date: '2026-12-05' },
      { status: 'expirado', client_id: jose!.id, expiry_date: '2026-10-01' },
    ]);
    const body = (await c.get('/api/clients?page=1&search=jose')).json();
    expect(body.clients[0].active_profiles_count).toBe(2);
  });
});

describe('GET /api/clients/{id}', () => {
  it('answers the client with the profiles they hold', async () => {
    const client = await insertClient(t.database.db, { name: 'Ana' });
    const service = await insertService(t.database.db, { name: 'Netflix', price: 18000 });
    const account = await insertAccount(t.database.db, service.id, { username: 'n@x.co', password: 'pw' }, [
      { status: 'ocupado', client_id: client.id, pin: '1234', expiry_date: '2026-12-10' },
      {},
    ]);
    const response = await c.get(`/api/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().client).toMatchObject({ id: client.id, name: 'Ana', active_profiles_count: 1 });
    expect(response.json().client.profiles).toEqual([
      {
        profile_id: expect.any(Number),
        profile_name: 'Perfil 1',
        status: 'ocupado',
        pin: '1234',
        expiry_date: '2026-12-10',
        account_id: account.id,
        username: 'n@x.co',
        password: 'pw',
        service_id: service.id,
        service_name: 'Netflix',
        service_price: 18000,
        observations: null,
        custom_price: null,
        // The account's two profiles: one held by Ana, one free (not a cuenta completa).
        account_profiles: 2,
        end_client_label: null,
      },
    ]);
    expect((await c.get('/api/clients/999999')).statusCode).toBe(404);
  });

  it('gives each profile its notes and agreed price, expired ones included, soonest first', async () => {
    // The profiles modal colours and prices these, and its messages fill {observaciones}/{precio}.
    const client = await insertClient(t.database.db, { name: 'Revendedora', type: 'revendedor' });
    const other = await insertClient(t.database.db, { name: 'Otro' });
    const service = await insertService(t.database.db, { name: 'Disney+', price: 15000 });
    await insertAccount(t.database.db, service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: '2026-12-20', custom_price: 11000 },
      {
        status: 'expirado',
        client_id: client.id,
        expiry_date: '2026-11-01',
        observations: 'TV de la sala',
      },
      { status: 'ocupado', client_id: other.id, expiry_date: '2026-11-15' },
    ]);
    const { profiles } = (await c.get(`/api/clients/${client.id}`)).json().client;
    expect(
      profiles.map((p: Record<string, unknown>) => [p.status, p.expiry_date, p.custom_price, p.observations]),
    ).toEqual([
      ['expirado', '2026-11-01', null, 'TV de la sala'],
      ['ocupado', '2026-12-20', 11000, null],
    ]);
  });
});

describe('PUT /api/clients/{id}', () => {
  it('updates name, phone and type', async () => {
    const { id } = await insertClient(t.database.db, { name: 'Ana' });
    const response = await c.put(`/api/clients/${id}`, {
      name: 'Ana María',
      phone: '3109998877',
      type: 'revendedor',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().client).toMatchObject({
      id,
      name: 'Ana María',
      phone: '+573109998877',
      type: 'revendedor',
    });
  });

  it('refuses an invalid phone and keeps the stored one', async () => {
    const { id } = await insertClient(t.database.db, { name: 'Ana', phone: '+573001234567' });
    const response = await c.put(`/api/clients/${id}`, { name: 'Ana', phone: '999' });
    expect(response.statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('clients')
      .select('phone')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+573001234567');
  });

  it('answers 404 for an unknown client', async () => {
    expect((await c.put('/api/clients/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/clients/{id}', () => {
  it('deletes a client without occupied profiles and frees expired ones they held', async () => {
    const client = await insertClient(t.database.db);
    const service = await insertService(t.database.db);
    await insertAccount(t.database.db, service.id, {}, [{ status: 'expirado', client_id: client.id }]);
    expect((await c.delete(`/api/clients/${client.id}`)).statusCode).toBe(200);
    expect(await countClients()).toBe(0);
    const profile = await t.database.db.selectFrom('profiles').select('client_id').executeTakeFirstOrThrow();
    expect(profile.client_id).toBeNull();
    expect((await c.delete(`/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 saying how many occupied profiles the client holds', async () => {
    const client = await insertClient(t.database.db);
    const service = await insertService(t.database.db);
    await insertAccount(t.database.db, service.id, {}, [{ status: 'ocupado', client_id: client.id }]);
    const response = await c.delete(`/api/clients/${client.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(clientsMessages.inUse(1));
    expect(response.json().error).toContain('1 perfil ocupado');
    expect(await countClients()).toBe(1);
  });

  it('needs the CSRF token', async () => {
    const client = await insertClient(t.database.db);
    expect((await c.delete(`/api/clients/${client.id}`, { noCsrf: true })).statusCode).toBe(403);
    expect(await countClients()).toBe(1);
  });
});
