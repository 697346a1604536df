import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp();
beforeAll(async () => {
  const { db } = t.database;
  const service = await insertService(db, { name: 'Netflix' });
  await insertClient(db, { name: 'Ana' });
  await insertClient(db, { name: 'Luis', type: 'revendedor' });
  await insertAccount(db, service.id, {}, []);
});

describe('GET /api/totals', () => {
  it('counts services, clients, accounts and movements', async () => {
    const { client: c } = await signedInClient(t);
    const response = await c.get('/api/totals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ services: 1, clients: 2, accounts: 1, movements: 0 });
  });

  it('is refused to a user without dashboard access, whose flag applies on the next request', async () => {
    const { client: c, user } = await signedInClient(t);
    expect((await c.get('/api/totals')).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ can_access_dashboard: 0 })
      .where('id', '=', user.id)
      .execute();
    const response = await c.get('/api/totals');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.forbidden);
  });

  it('is always open to admins and closed to strangers', async () => {
    const { client: c } = await signedInClient(t, { role: 'admin', can_access_dashboard: 0 });
    expect((await c.get('/api/totals')).statusCode).toBe(200);
    expect((await new TestClient(t.app).get('/api/totals')).statusCode).toBe(401);
  });
});
