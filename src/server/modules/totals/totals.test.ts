import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/es';
import { insertUser } from '../../../../tests/factories/user.factory';
import { createTestApp, TestClient, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const now = new Date().toISOString();
  const { db } = t.database;
  const service = await db
    .insertInto('services')
    .values({
      name: 'Netflix',
      name_key: 'netflix',
      price: 15000,
      max_profiles: 5,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('clients')
    .values([
      { name: 'Ana', name_key: 'ana', type: 'cliente', created_at: now, updated_at: now },
      { name: 'Luis', name_key: 'luis', type: 'revendedor', created_at: now, updated_at: now },
    ])
    .execute();
  await db
    .insertInto('accounts')
    .values({
      service_id: service.id,
      username: 'a@b.co',
      password: 'x',
      search_key: 'a@b.co',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

describe('GET /api/totals', () => {
  it('counts services, clients, accounts and movements', async () => {
    const user = await insertUser(t.database.db);
    const c = new TestClient(t.app);
    await c.login(user.username, user.password);
    const response = await c.get('/api/totals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ services: 1, clients: 2, accounts: 1, movements: 0 });
  });

  it('is refused to a user without dashboard access, whose flag applies on the next request', async () => {
    const user = await insertUser(t.database.db);
    const c = new TestClient(t.app);
    await c.login(user.username, user.password);
    expect((await c.get('/api/totals')).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ can_access_dashboard: 0 })
      .where('id', '=', user.id)
      .execute();
    const response = await c.get('/api/totals');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messages.auth.forbidden);
  });

  it('is always open to admins and closed to strangers', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', can_access_dashboard: 0 });
    const c = new TestClient(t.app);
    await c.login(admin.username, admin.password);
    expect((await c.get('/api/totals')).statusCode).toBe(200);
    expect((await new TestClient(t.app).get('/api/totals')).statusCode).toBe(401);
  });
});
