import { beforeEach, describe, expect, it } from 'vitest';
import { accountsMessages } from '#shared/messages/accounts';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import type { TestClient } from '#tests/setup/test-app';
import { signedInClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const nothingWritten = async () => {
  expect(await countRows(t.database.db, 'accounts')).toBe(0);
  expect(await countRows(t.database.db, 'profiles')).toBe(0);
};

describe('PUT /api/accounts/{id}', () => {
  it('renames, reorders, adds and removes free profiles, keeping the state of the kept ones', async () => {
    const service = await insertService(t.database.db);
    const client = await insertClient(t.database.db);
    const account = await insertAccount(t.database.db, service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: '2030-01-01' },
      {},
      {},
    ]);
    const [held, , dropped] = (await c.get(`/api/accounts/${account.id}`)).json().account.profiles;
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: service.id,
      username: 'nuevo@correo.com',
      password: account.password,
      // A stale form saying libre does not undo the sale: state goes through PUT /api/profiles.
      profiles: [{ name: 'Nuevo' }, { id: held.id, name: 'Sala', status: 'libre' }],
    });
    expect(response.statusCode).toBe(200);
    const profiles = response.json().account.profiles;
    expect(profiles.map((p: { name: string }) => p.name)).toEqual(['Nuevo', 'Sala']);
    expect(profiles[1]).toMatchObject({
      id: held.id,
      status: 'ocupado',
      clientId: client.id,
      expiryDate: '2030-01-01',
    });
    expect(await countRows(t.database.db, 'profiles', { column: 'id', value: dropped.id })).toBe(0);
    expect(response.json().account.username).toBe('nuevo@correo.com');
  });

  it('refuses with 409 naming it an edit that would drop an occupied profile, and changes nothing', async () => {
    const service = await insertService(t.database.db);
    const other = await insertService(t.database.db, { max_profiles: 2 });
    const client = await insertClient(t.database.db, { name: 'Ana Ruiz' });
    const account = await insertAccount(t.database.db, service.id, { username: 'viejo' }, [
      {},
      { name: 'Sala', status: 'ocupado', client_id: client.id, expiry_date: '2030-01-01' },
    ]);
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: other.id,
      username: 'nuevo',
      password: 'x',
      profiles: [{ name: 'Perfil 1' }, { name: 'Perfil 2' }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountsMessages.occupiedProfileDropped('Sala', 'Ana Ruiz') });
    const after = (await c.get(`/api/accounts/${account.id}`)).json().account;
    expect(after).toMatchObject({ serviceId: service.id, username: 'viejo' });
    expect(after.profiles).toHaveLength(2);
  });

  it('answers 404 for an unknown account and 400 for a profile of another account', async () => {
    const service = await insertService(t.database.db);
    const a = await insertAccount(t.database.db, service.id);
    const b = await insertAccount(t.database.db, service.id);
    const body = { serviceId: service.id, username: 'u', password: 'p' };
    expect((await c.put('/api/accounts/999', body)).statusCode).toBe(404);
    const foreign = (await c.get(`/api/accounts/${b.id}`)).json().account.profiles[0].id;
    const response = await c.put(`/api/accounts/${a.id}`, {
      ...body,
      profiles: [{ id: foreign, name: 'X' }],
    });
    expect(response.statusCode).toBe(400);
    expect((await c.get(`/api/accounts/${b.id}`)).json().account.profiles[0].name).toBe('Perfil 1');
  });
});

describe('DELETE /api/accounts/{id}', () => {
  it('deletes an account without occupied profiles, with its profiles', async () => {
    const service = await insertService(t.database.db);
    const account = await insertAccount(t.database.db, service.id, {}, [{}, { status: 'expirado' }]);
    expect((await c.delete(`/api/accounts/${account.id}`)).json()).toEqual({ ok: true });
    await nothingWritten();
    expect((await c.delete(`/api/accounts/${account.id}`)).statusCode).toBe(404);
  });

  it('refuses with 409 saying how many profiles are occupied', async () => {
    const service = await insertService(t.database.db);
    const client = await insertClient(t.database.db);
    const occupied = { status: 'ocupado' as const, client_id: client.id, expiry_date: '2030-01-01' };
    const account = await insertAccount(t.database.db, service.id, {}, [occupied, {}, occupied]);
    const response = await c.delete(`/api/accounts/${account.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: accountsMessages.inUse(2) });
    expect(await countRows(t.database.db, 'profiles')).toBe(3);
  });
});
