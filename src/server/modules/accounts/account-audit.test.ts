import { beforeEach, describe, expect, it } from 'vitest';
import { MASKED } from '#shared/domain/audit';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { uploadOf, xlsxOf } from '#tests/setup/spreadsheet';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// The audit trail of accounts and profiles (issue 15, docs/decisions/023): every change through
// the API leaves its line, with who, what, the exact fields before → after and secrets masked;
// a refused change leaves none.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
let me: { id: number };
beforeEach(async () => {
  ({ client: c, user: me } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const db = () => t.database.db;
const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
/** Every stored line of the trail as text: what a secret must never appear in. */
const everything = async () => JSON.stringify(await db().selectFrom('audit_log').selectAll().execute());

async function netflix() {
  const service = await insertService(db(), { name: 'Netflix', price: 18000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const beto = await insertClient(db(), { name: 'Beto' });
  return { service, ana, beto };
}

/** An account made through the API, its audit lines cleared so each test sees only its own. */
async function accountMade(serviceId: number, clientId: number) {
  const response = await c.post('/api/accounts', {
    serviceId,
    username: 'familia@correo.co',
    password: 'clave-secreta-1',
    profiles: [
      { name: 'Sala', status: 'libre' },
      { name: 'Cuarto', status: 'ocupado', clientId, pin: '4321', expiryDate: addDays(today(), 10) },
    ],
  });
  expect(response.statusCode).toBe(201);
  await db().deleteFrom('audit_log').execute();
  return response.json().account as { id: number; profiles: { id: number; name: string }[] };
}

describe('accounts in the audit trail', () => {
  it('POST /api/accounts records the account and each profile, the password and PINs masked', async () => {
    const { service, ana } = await netflix();
    const response = await c.post('/api/accounts', {
      serviceId: service.id,
      username: 'familia@correo.co',
      password: 'clave-secreta-1',
      observation: 'Pagada por Nequi',
      providerCost: 30000,
      profiles: [
        { name: 'Sala', status: 'libre' },
        {
          name: 'Cuarto',
          status: 'ocupado',
          clientId: ana.id,
          pin: '4321',
          expiryDate: addDays(today(), 10),
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { id, profiles } = response.json().account;
    const rows = (await auditRows(t.database)).reverse();
    expect(rows.map((r) => [r.entity, r.entity_id, r.action, r.account_id, r.client_id])).toEqual([
      ['account', id, 'create', id, null],
      ['profile', profiles[0].id, 'create', id, null],
      ['profile', profiles[1].id, 'create', id, ana.id],
    ]);
    expect(rows[0]).toMatchObject({
      entity_label: 'Netflix · familia@correo.co',
      user_id: me.id,
      user_name: 'Laura Gómez',
      day: today(),
    });
    expect(rows[0]!.changes).toEqual([
      { field: 'service', before: null, after: 'Netflix' },
      { field: 'username', before: null, after: 'familia@correo.co' },
      { field: 'password', before: null, after: MASKED },
      { field: 'observation', before: null, after: 'Pagada por Nequi' },
      { field: 'provider_cost', before: null, after: 30000 },
    ]);
    expect(rows[2]!.entity_label).toBe('Cuarto · Netflix · familia@correo.co');
    expect(rows[2]!.changes).toEqual([
      { field: 'name', before: null, after: 'Cuarto' },
      { field: 'status', before: null, after: 'ocupado' },
      { field: 'client', before: null, after: 'Ana Ruiz' },
      { field: 'pin', before: null, after: MASKED },
      { field: 'expiry_date', before: null, after: addDays(today(), 10) },
    ]);
    const stored = await everything();
    expect(stored).not.toContain('clave-secreta-1');
    expect(stored).not.toContain('4321');
  });

  it('PUT /api/accounts records the fields that changed; a new password makes it a password_change', async () => {
    const { service, ana } = await netflix();
    const disney = await insertService(db(), { name: 'Disney+' });
    const account = await accountMade(service.id, ana.id);
    const [sala, cuarto] = account.profiles;
    const body = {
      serviceId: service.id,
      username: 'familia@correo.co',
      password: 'clave-secreta-1',
      observation: 'Renovar en enero',
      providerRenewalDate: '2027-01-15',
      profiles: [
        { id: sala!.id, name: 'Sala grande', status: 'libre' },
        { id: cuarto!.id, name: 'Cuarto', status: 'ocupado', clientId: ana.id },
        { name: 'Nuevo', status: 'libre' },
      ],
    };
    expect((await c.put(`/api/accounts/${account.id}`, body)).statusCode).toBe(200);
    let rows = (await auditRows(t.database)).reverse();
    expect(rows.map((r) => [r.entity, r.action])).toEqual([
      ['account', 'update'],
      ['profile', 'update'],
      ['profile', 'create'],
    ]);
    expect(rows[0]!.changes).toEqual([
      { field: 'observation', before: null, after: 'Renovar en enero' },
      { field: 'provider_renewal_date', before: null, after: '2027-01-15' },
    ]);
    expect(rows[1]).toMatchObject({
      entity_id: sala!.id,
      entity_label: 'Sala grande · Netflix · familia@correo.co',
    });
    expect(rows[1]!.changes).toEqual([{ field: 'name', before: 'Sala', after: 'Sala grande' }]);
    expect(rows[2]!.changes).toContainEqual({ field: 'name', before: null, after: 'Nuevo' });

    // The password and the username change, a profile goes: one password_change line with both.
    await db().deleteFrom('audit_log').execute();
    const nuevo = (await c.get(`/api/accounts/${account.id}`)).json().account.profiles[2];
    const edited = await c.put(`/api/accounts/${account.id}`, {
      ...body,
      username: 'casa@correo.co',
      password: 'clave-secreta-2',
      profiles: body.profiles.slice(0, 2),
    });
    expect(edited.statusCode).toBe(200);
    rows = (await auditRows(t.database)).reverse();
    expect(rows.map((r) => [r.entity, r.entity_id, r.action])).toEqual([
      ['account', account.id, 'password_change'],
      ['profile', nuevo.id, 'delete'],
    ]);
    expect(rows[0]!.entity_label).toBe('Netflix · casa@correo.co');
    expect(rows[0]!.changes).toEqual([
      { field: 'username', before: 'familia@correo.co', after: 'casa@correo.co' },
      { field: 'password', before: MASKED, after: MASKED },
    ]);
    expect(rows[1]!.changes).toEqual([
      { field: 'name', before: 'Nuevo', after: null },
      { field: 'status', before: 'libre', after: null },
    ]);

    // The service, by name; refused while a client holds a profile: no line at all.
    await db().deleteFrom('audit_log').execute();
    const moved = await c.put(`/api/accounts/${account.id}`, {
      ...body,
      serviceId: disney.id,
      profiles: undefined,
    });
    expect(moved.statusCode).toBe(409);
    expect(await countRows(db(), 'audit_log')).toBe(0);
    const stored = await everything();
    expect(stored).not.toContain('clave-secreta');
  });

  it('records the service by its name when an account with no client moves to another', async () => {
    const { service } = await netflix();
    const disney = await insertService(db(), { name: 'Disney+' });
    const account = await insertAccount(db(), service.id, { username: 'libre@correo.co', password: 'x' });
    const response = await c.put(`/api/accounts/${account.id}`, {
      serviceId: disney.id,
      username: 'libre@correo.co',
      password: 'x',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await auditRows(t.database);
    expect(row).toMatchObject({ action: 'update', entity_label: 'Disney+ · libre@correo.co' });
    expect(row!.changes).toEqual([{ field: 'service', before: 'Netflix', after: 'Disney+' }]);
  });

  it('DELETE /api/accounts records what the account and its profiles held; refused in use, nothing', async () => {
    const { service, ana } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const refused = await c.delete(`/api/accounts/${account.id}`);
    expect(refused.statusCode).toBe(409);
    expect(await countRows(db(), 'audit_log')).toBe(0);

    const free = await insertAccount(
      db(),
      service.id,
      { username: 'vacia@correo.co', password: 'clave-borrada' },
      [{ name: 'Único' }],
    );
    expect((await c.delete(`/api/accounts/${free.id}`)).statusCode).toBe(200);
    const rows = (await auditRows(t.database)).reverse();
    expect(rows.map((r) => [r.entity, r.action, r.account_id, r.entity_label])).toEqual([
      ['account', 'delete', free.id, 'Netflix · vacia@correo.co'],
      ['profile', 'delete', free.id, 'Único · Netflix · vacia@correo.co'],
    ]);
    expect(rows[0]!.changes).toEqual([
      { field: 'service', before: 'Netflix', after: null },
      { field: 'username', before: 'vacia@correo.co', after: null },
      { field: 'password', before: MASKED, after: null },
    ]);
    // The account is gone; its history is still there for the Auditoría.
    expect(await countRows(db(), 'accounts', { column: 'id', value: free.id })).toBe(0);
    expect(await everything()).not.toContain('clave-borrada');
  });

  it('hiding an account is a view preference, not a change: no line', async () => {
    const { service } = await netflix();
    const account = await insertAccount(db(), service.id);
    expect((await c.put(`/api/accounts/${account.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect(await countRows(db(), 'audit_log')).toBe(0);
  });
});

describe('profiles in the audit trail', () => {
  it('a sale is an assignment with the client, the PIN masked, the expiry and the amount; the second seller gets 409 and no line', async () => {
    const { service, ana, beto } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const sala = account.profiles[0]!;
    const sale = { name: 'Sala', status: 'ocupado', clientId: beto.id, pin: '9876', customPrice: 15000 };
    expect((await c.put(`/api/profiles/${sala.id}`, sale)).statusCode).toBe(200);
    const again = await c.put(`/api/profiles/${sala.id}`, { ...sale, clientId: ana.id });
    expect(again.statusCode).toBe(409);
    const rows = await auditRows(t.database, { entity: 'profile' });
    expect(rows).toHaveLength(1);
    // Beside it, only the venta's own line (the movements module's): the 409 wrote nothing.
    expect((await auditRows(t.database)).map((r) => r.entity)).toEqual(['profile', 'movement']);
    expect(rows[0]).toMatchObject({
      entity: 'profile',
      entity_id: sala.id,
      entity_label: 'Sala · Netflix · familia@correo.co',
      action: 'assignment',
      account_id: account.id,
      client_id: beto.id,
      user_id: me.id,
      user_name: 'Laura Gómez',
    });
    expect(rows[0]!.changes).toEqual([
      { field: 'status', before: 'libre', after: 'ocupado' },
      { field: 'client', before: null, after: 'Beto' },
      { field: 'pin', before: null, after: MASKED },
      { field: 'expiry_date', before: null, after: addDays(today(), 30) },
      { field: 'custom_price', before: null, after: 15000 },
      { field: 'amount', before: null, after: 15000 },
    ]);
    const history = (await c.get(`/api/accounts/${account.id}/history`)).json();
    expect(JSON.stringify(history)).not.toContain('9876');
    expect(await everything()).not.toContain('9876');
  });

  it("a plain edit of a held profile is an update in its holder's history, the PIN masked", async () => {
    const { service, ana } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const cuarto = account.profiles[1]!;
    const response = await c.put(`/api/profiles/${cuarto.id}`, {
      name: 'Cuarto 2',
      status: 'ocupado',
      clientId: ana.id,
      pin: '5555',
      color: '#ff0000',
      observations: 'Solo fines de semana',
      customPrice: 12000,
      expectedStatus: 'ocupado',
    });
    expect(response.statusCode).toBe(200);
    const rows = await auditRows(t.database);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      client_id: ana.id,
      entity_label: 'Cuarto 2 · Netflix · familia@correo.co',
    });
    expect(rows[0]!.changes).toEqual([
      { field: 'name', before: 'Cuarto', after: 'Cuarto 2' },
      { field: 'pin', before: MASKED, after: MASKED },
      { field: 'color', before: null, after: '#ff0000' },
      { field: 'observations', before: null, after: 'Solo fines de semana' },
      { field: 'custom_price', before: null, after: 12000 },
    ]);
    expect(await everything()).not.toContain('5555');
    expect(await everything()).not.toContain('4321');
  });

  it('marking a profile expirado is an update of its status', async () => {
    const { service, ana } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const cuarto = account.profiles[1]!;
    const response = await c.put(`/api/profiles/${cuarto.id}`, {
      name: 'Cuarto',
      status: 'expirado',
      clientId: ana.id,
      pin: '4321',
      expectedStatus: 'ocupado',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await auditRows(t.database);
    expect(row).toMatchObject({ action: 'update', client_id: ana.id });
    expect(row!.changes).toEqual([{ field: 'status', before: 'ocupado', after: 'expirado' }]);
  });

  it("a profile marked expirado sold to another client leaves a release in its last holder's history", async () => {
    const { service, ana, beto } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const cuarto = account.profiles[1]!;
    const mark = {
      name: 'Cuarto',
      status: 'expirado',
      clientId: ana.id,
      pin: '4321',
      expectedStatus: 'ocupado',
    };
    expect((await c.put(`/api/profiles/${cuarto.id}`, mark)).statusCode).toBe(200);
    await db().deleteFrom('audit_log').execute();
    const resale = {
      name: 'Cuarto',
      status: 'ocupado',
      clientId: beto.id,
      pin: '1111',
      expectedStatus: 'expirado',
    };
    expect((await c.put(`/api/profiles/${cuarto.id}`, resale)).statusCode).toBe(200);
    const rows = await auditRows(t.database, { entity: 'profile' });
    expect(rows.map((r) => [r.action, r.client_id]).sort()).toEqual([
      ['assignment', beto.id],
      ['release', ana.id],
    ]);
    const anaHistory = (await c.get(`/api/clients/${ana.id}/history`)).json();
    expect(anaHistory.events.map((e: { action: string }) => e.action)).toEqual(['release']);
    expect(anaHistory.events[0].changes).toEqual(
      expect.arrayContaining([{ field: 'client', before: 'Ana Ruiz', after: 'Beto' }]),
    );
  });

  it('an edit that changes nothing leaves no line; a bad body (400) none either', async () => {
    const { service, ana } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const sala = account.profiles[0]!;
    expect((await c.put(`/api/profiles/${sala.id}`, { name: 'Sala', status: 'libre' })).statusCode).toBe(200);
    const bad = await c.put(`/api/profiles/${sala.id}`, { name: '', status: 'libre' });
    expect(bad.statusCode).toBe(400);
    const past = await c.put(`/api/profiles/${sala.id}`, {
      name: 'Sala',
      status: 'ocupado',
      clientId: ana.id,
      expiryDate: addDays(today(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(await countRows(db(), 'audit_log')).toBe(0);
  });

  it('a renewal is a renewal line with the expiry moved, the amount and the days', async () => {
    const { service, ana } = await netflix();
    const account = await accountMade(service.id, ana.id);
    const cuarto = account.profiles[1]!;
    expect((await c.post(`/api/profiles/${cuarto.id}/renew`, { days: 30, price: 17000 })).statusCode).toBe(
      200,
    );
    const refused = await c.post(`/api/profiles/${account.profiles[0]!.id}/renew`, { days: 30 });
    expect(refused.statusCode).toBe(409);
    const rows = await auditRows(t.database, { entity: 'profile' });
    expect(rows).toHaveLength(1);
    expect((await auditRows(t.database)).map((r) => r.entity)).toEqual(['profile', 'movement']);
    expect(rows[0]).toMatchObject({ action: 'renewal', entity_id: cuarto.id, client_id: ana.id });
    expect(rows[0]!.changes).toEqual([
      { field: 'expiry_date', before: addDays(today(), 10), after: addDays(today(), 40) },
      { field: 'amount', before: null, after: 17000 },
      { field: 'days', before: null, after: 30 },
    ]);
  });

  it('a compensation with nothing to move (409) or a bad body (400) leaves no line', async () => {
    const { service } = await netflix();
    const account = await insertAccount(db(), service.id);
    expect(
      (await c.post(`/api/accounts/${account.id}/compensate`, { days: 3, reason: 'Caída' })).statusCode,
    ).toBe(409);
    expect(
      (await c.post(`/api/accounts/${account.id}/compensate`, { days: 0, reason: 'Caída' })).statusCode,
    ).toBe(400);
    expect(await countRows(db(), 'audit_log')).toBe(0);
  });
});

describe('Importar datos in the audit trail', () => {
  it('each imported account and profile is an import line by the admin, secrets masked', async () => {
    await netflix();
    const data = await xlsxOf([
      ['Servicio', 'Correo', 'Clave', 'Perfil', 'PIN', 'Cliente', 'Celular', 'Vence', 'Precio', 'Estado'],
      [
        'Netflix',
        'nueva@correo.co',
        'clave-importada',
        'Papá',
        '2468',
        'Ana Ruiz',
        null,
        '5/1/2030',
        null,
        null,
      ],
      ['Netflix', 'nueva@correo.co', 'clave-importada', 'Mamá', null, null, null, null, null, 'libre'],
    ]);
    const { payload, headers } = uploadOf(data);
    const response = await c.request('POST', '/api/import/accounts/commit', { payload, headers });
    expect(response.statusCode).toBe(200);
    const account = await db()
      .selectFrom('accounts')
      .select('id')
      .where('username', '=', 'nueva@correo.co')
      .executeTakeFirstOrThrow();
    const rows = (await auditRows(t.database, { action: 'import' })).reverse();
    expect(rows.map((r) => [r.entity, r.entity_label, r.account_id, r.user_name])).toEqual([
      ['account', 'Netflix · nueva@correo.co', account.id, 'Laura Gómez'],
      ['profile', 'Papá · Netflix · nueva@correo.co', account.id, 'Laura Gómez'],
      ['profile', 'Mamá · Netflix · nueva@correo.co', account.id, 'Laura Gómez'],
      // The service's other profiles (Netflix holds four), free, as the import stores them.
      ['profile', 'Perfil 1 · Netflix · nueva@correo.co', account.id, 'Laura Gómez'],
      ['profile', 'Perfil 2 · Netflix · nueva@correo.co', account.id, 'Laura Gómez'],
    ]);
    const ana = await db()
      .selectFrom('clients')
      .select('id')
      .where('name', '=', 'Ana Ruiz')
      .executeTakeFirstOrThrow();
    expect(rows[1]!.client_id).toBe(ana.id);
    expect(rows[1]!.changes).toEqual([
      { field: 'name', before: null, after: 'Papá' },
      { field: 'status', before: null, after: 'ocupado' },
      { field: 'client', before: null, after: 'Ana Ruiz' },
      { field: 'pin', before: null, after: MASKED },
      { field: 'expiry_date', before: null, after: '2030-01-05' },
    ]);
    expect(rows[0]!.changes).toContainEqual({ field: 'password', before: null, after: MASKED });
    const stored = await everything();
    expect(stored).not.toContain('clave-importada');
    expect(stored).not.toContain('2468');
  });
});
