import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);

describe('GET /api/accounts/{id}/notify-targets', () => {
  it("answers the account and each holder's phone and type once, libre profiles left out", async () => {
    const db = t.database.db;
    const service = await insertService(db, { name: 'Netflix', price: 20000 });
    const laura = await insertClient(db, { name: 'Laura', phone: '+573001112233', type: 'revendedor' });
    const beto = await insertClient(db, { name: 'Beto', phone: null });
    const other = await insertClient(db, { name: 'Carla', phone: '+573009998877' });
    const account = await insertAccount(
      db,
      service.id,
      { username: 'cuenta@correo.com', password: 'clave' },
      [
        { status: 'ocupado', client_id: laura.id, expiry_date: addDays(today(), 3) },
        { status: 'ocupado', client_id: laura.id, expiry_date: addDays(today(), 20) },
        { status: 'expirado', client_id: beto.id, expiry_date: addDays(today(), -2) },
        {},
      ],
    );
    // A client of another account is not one of this account's.
    await insertAccount(db, service.id, {}, [{ status: 'ocupado', client_id: other.id }]);

    const response = await c.get(`/api/accounts/${account.id}/notify-targets`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.clients).toEqual([
      { id: beto.id, name: 'Beto', phone: null, type: 'cliente' },
      { id: laura.id, name: 'Laura', phone: '+573001112233', type: 'revendedor' },
    ]);
    expect(body.account).toMatchObject({ id: account.id, username: 'cuenta@correo.com', password: 'clave' });
    expect(body.account.service).toMatchObject({ name: 'Netflix', price: 20000 });
    expect(body.account.profiles.map((p: { status: string; clientId: number | null }) => p.clientId)).toEqual(
      [laura.id, laura.id, beto.id, null],
    );
  });

  it('answers an account with no holders with no clients', async () => {
    const service = await insertService(t.database.db);
    const account = await insertAccount(t.database.db, service.id);
    const body = (await c.get(`/api/accounts/${account.id}/notify-targets`)).json();
    expect(body.clients).toEqual([]);
    expect(body.account.profiles).toHaveLength(2);
  });

  it('answers 404 for an unknown account and 401 when not signed in', async () => {
    expect((await c.get('/api/accounts/999/notify-targets')).statusCode).toBe(404);
    const service = await insertService(t.database.db);
    const account = await insertAccount(t.database.db, service.id);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/accounts/${account.id}/notify-targets`)).statusCode).toBe(401);
  });
});
