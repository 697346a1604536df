import { beforeEach, describe, expect, it } from 'vitest';
import { servicesMessages } from '#shared/messages/services';
import { imageMessages } from '#shared/messages/user-profile';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const netflix = {
  name: 'Netflix',
  url: 'https://www.netflix.com',
  price: 15000,
  maxProfiles: 5,
  image: null,
};
const countServices = () => countRows(t.database.db, 'services');

describe('POST /api/services', () => {
  it('creates a service and answers it with accounts_count', async () => {
    const response = await c.post('/api/services', netflix);
    expect(response.statusCode).toBe(201);
    expect(response.json().service).toMatchObject({
      name: 'Netflix',
      url: 'https://www.netflix.com',
      price: 15000,
      maxProfiles: 5,
      max_profiles: 5,
      image: null,
      accounts_count: 0,
    });
  });

  it('accepts max_profiles, numbers as text (prices as 12.000) and an empty url', async () => {
    const response = await c.post('/api/services', {
      name: 'Disney+',
      url: '',
      price: '$ 12.000',
      max_profiles: '4',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().service).toMatchObject({ url: null, price: 12000, maxProfiles: 4 });
  });

  it.each([
    [{ ...netflix, name: '  ' }, servicesMessages.nameRequired],
    [{ ...netflix, name: undefined }, servicesMessages.nameRequired],
    [{ ...netflix, price: -1 }, servicesMessages.invalidPrice],
    [{ ...netflix, price: 1500.5 }, servicesMessages.invalidPrice],
    [{ ...netflix, price: 'mucho' }, servicesMessages.invalidPrice],
    [{ ...netflix, maxProfiles: 0 }, servicesMessages.invalidMaxProfiles],
    [{ ...netflix, maxProfiles: 21 }, servicesMessages.invalidMaxProfiles],
    [{ ...netflix, maxProfiles: 2.5 }, servicesMessages.invalidMaxProfiles],
    [{ ...netflix, url: 'netflix.com' }, servicesMessages.invalidUrl],
    [{ ...netflix, url: 'javascript:alert(1)' }, servicesMessages.invalidUrl],
    [{ ...netflix, image: 'file:///etc/passwd' }, imageMessages.invalidUrl],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const response = await c.post('/api/services', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await countServices()).toBe(0);
  });

  it('refuses an upload path that does not exist', async () => {
    const response = await c.post('/api/services', {
      ...netflix,
      image: '/api/uploads/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(await countServices()).toBe(0);
  });

  it('keeps an uploaded image', async () => {
    const upload = await c.request(
      'POST',
      '/api/upload',
      multipartFile('image', 'logo.png', 'image/png', tinyPng),
    );
    const imageUrl = upload.json().imageUrl as string;
    const response = await c.post('/api/services', { ...netflix, image: imageUrl });
    expect(response.statusCode).toBe(201);
    expect(response.json().service.image).toBe(imageUrl);
  });

  it('refuses a name already used, ignoring case and accents, with 409', async () => {
    await c.post('/api/services', { ...netflix, name: 'Música Premium' });
    const response = await c.post('/api/services', { ...netflix, name: 'musica premium' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(servicesMessages.duplicateName);
    expect(await countServices()).toBe(1);
  });

  it('needs a signed-in user and a CSRF token', async () => {
    expect((await new TestClient(t.app).post('/api/services', netflix)).statusCode).toBe(401);
    const response = await c.post('/api/services', netflix, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(await countServices()).toBe(0);
  });
});

describe('GET /api/services', () => {
  beforeEach(async () => {
    for (const name of [
      'Netflix',
      'Disney+',
      'Spotify',
      'HBO Max',
      'Crunchyroll',
      'Paramount+',
      'Prime Vídeo',
    ]) {
      await insertService(t.database.db, { name });
    }
  });

  it('pages in name order with the pagination block', async () => {
    const first = (await c.get('/api/services?page=1&limit=3')).json();
    expect(first.services.map((s: { name: string }) => s.name)).toEqual([
      'Crunchyroll',
      'Disney+',
      'HBO Max',
    ]);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalCount: 7,
      limit: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const last = (await c.get('/api/services?page=3&limit=3')).json();
    expect(last.services.map((s: { name: string }) => s.name)).toEqual(['Spotify']);
    expect(last.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
    const beyond = (await c.get('/api/services?page=9&limit=3')).json();
    expect(beyond.services).toEqual([]);
  });

  it('searches ignoring case and accents', async () => {
    const response = (await c.get('/api/services?page=1&limit=10&search=VIDEO')).json();
    expect(response.services.map((s: { name: string }) => s.name)).toEqual(['Prime Vídeo']);
    expect(response.pagination.totalCount).toBe(1);
    const wildcard = (await c.get('/api/services?page=1&limit=10&search=%25')).json();
    expect(wildcard.services).toEqual([]);
  });

  it('answers a plain array when no page is asked', async () => {
    const response = (await c.get('/api/services')).json();
    expect(Array.isArray(response)).toBe(true);
    expect(response).toHaveLength(7);
  });

  it('counts each service accounts', async () => {
    const [service] = await t.database.db
      .selectFrom('services')
      .select('id')
      .where('name', '=', 'Netflix')
      .execute();
    await insertAccount(t.database.db, service!.id);
    await insertAccount(t.database.db, service!.id);
    const response = (await c.get('/api/services?search=netflix&page=1')).json();
    expect(response.services[0].accounts_count).toBe(2);
  });

  it('refuses a bad page or limit with 400', async () => {
    expect((await c.get('/api/services?page=0')).statusCode).toBe(400);
    expect((await c.get('/api/services?limit=1000')).statusCode).toBe(400);
  });
});

describe('PUT /api/services/{id}', () => {
  it('updates every field', async () => {
    const { id } = await insertService(t.database.db, { name: 'Netflix' });
    const response = await c.put(`/api/services/${id}`, {
      ...netflix,
      name: 'Netflix 4K',
      price: 20000,
      maxProfiles: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().service).toMatchObject({ id, name: 'Netflix 4K', price: 20000, maxProfiles: 4 });
  });

  it('keeps its own name but refuses another service name', async () => {
    const a = await insertService(t.database.db, { name: 'Netflix' });
    await insertService(t.database.db, { name: 'Disney+' });
    expect((await c.put(`/api/services/${a.id}`, { ...netflix, name: 'NETFLIX' })).statusCode).toBe(200);
    const response = await c.put(`/api/services/${a.id}`, { ...netflix, name: 'disney+' });
    expect(response.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('services')
      .select('name')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('NETFLIX');
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await c.put('/api/services/999999', netflix)).statusCode).toBe(404);
    expect((await c.put('/api/services/abc', netflix)).statusCode).toBe(400);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes a service without accounts', async () => {
    const { id } = await insertService(t.database.db);
    expect((await c.delete(`/api/services/${id}`)).statusCode).toBe(200);
    expect(await countServices()).toBe(0);
    expect((await c.delete(`/api/services/${id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 saying how many accounts hold it', async () => {
    const { id } = await insertService(t.database.db);
    await insertAccount(t.database.db, id);
    await insertAccount(t.database.db, id);
    const response = await c.delete(`/api/services/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(servicesMessages.inUse(2));
    expect(response.json().error).toContain('2 cuentas');
    expect(await countServices()).toBe(1);
  });

  it('needs the CSRF token', async () => {
    const { id } = await insertService(t.database.db);
    expect((await c.delete(`/api/services/${id}`, { noCsrf: true })).statusCode).toBe(403);
    expect(await countServices()).toBe(1);
  });
});

describe('GET /api/services/{id}/export', () => {
  it('answers a CSV for Excel: BOM, semicolons, dd/mm/aaaa dates, accents intact', async () => {
    const service = await insertService(t.database.db, { name: 'Música Plus' });
    const client = await insertClient(t.database.db, { name: 'José Núñez', phone: '+573001234567' });
    await insertAccount(
      t.database.db,
      service.id,
      { username: 'cuenta@correo.com', password: 'clave;rara', observation: 'Pago "mensual"' },
      [{ status: 'ocupado', client_id: client.id, pin: '1234', expiry_date: '2026-12-31' }, {}],
    );
    const response = await c.get(`/api/services/${service.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="musica-plus-cuentas.csv"');
    const body = response.rawPayload.toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Cuenta;Contraseña;Observación;Perfil;Estado;PIN;Vencimiento;Cliente;Teléfono');
    expect(lines[1]).toBe(
      'cuenta@correo.com;"clave;rara";"Pago ""mensual""";Perfil 1;ocupado;1234;31/12/2026;José Núñez;\'+57 300 1234567',
    );
    expect(lines[2]).toBe('cuenta@correo.com;"clave;rara";"Pago ""mensual""";Perfil 2;libre;;;;');
  });

  it('neutralises cells Excel would run as formulas', async () => {
    const service = await insertService(t.database.db, { name: 'Riesgo' });
    const client = await insertClient(t.database.db, { name: '=HYPERLINK("http://x.co","clic")' });
    await insertAccount(
      t.database.db,
      service.id,
      { username: '@cuenta', password: '-2+3', observation: '+SUM(A1)' },
      [{ status: 'ocupado', client_id: client.id }],
    );
    const body = (await c.get(`/api/services/${service.id}/export`)).rawPayload.toString('utf8');
    const row = body.slice(1).trimEnd().split('\r\n')[1];
    expect(row).toBe(`'@cuenta;'-2+3;'+SUM(A1);Perfil 1;ocupado;;;"'=HYPERLINK(""http://x.co"",""clic"")";`);
  });

  it('answers 404 for an unknown service', async () => {
    expect((await c.get('/api/services/999999/export')).statusCode).toBe(404);
  });
});
