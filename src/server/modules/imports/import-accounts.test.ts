import { beforeEach, describe, expect, it } from 'vitest';
import { clientsMessages } from '#shared/messages/clients';
import { profilesMessages } from '#shared/messages/profiles';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { uploadOf, xlsxOf } from '#tests/setup/spreadsheet';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
const r = spreadsheetsMessages.row;
let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
  await insertService(t.database.db, { name: 'Netflix', max_profiles: 3, price: 15000 });
  await insertService(t.database.db, { name: 'Disney+', max_profiles: 2 });
});

const send = (step: 'preview' | 'commit', data: Buffer) => {
  const { payload, headers } = uploadOf(data);
  return admin.request('POST', `/api/import/accounts/${step}`, { payload, headers });
};
const TITLES = [
  'Servicio',
  'Correo',
  'Clave',
  'Perfil',
  'PIN',
  'Cliente',
  'Celular',
  'Vence',
  'Precio',
  'Estado',
];
const problemsOf = (body: { rows: { row: number; problems: string[] }[] }, row: number) =>
  body.rows.find((x) => x.row === row)?.problems;
const counts = async () => ({
  clients: await countRows(t.database.db, 'clients'),
  accounts: await countRows(t.database.db, 'accounts'),
  profiles: await countRows(t.database.db, 'profiles'),
  movements: await countRows(t.database.db, 'movements'),
});

describe('POST /api/import/accounts/preview', () => {
  it('names every problem of a messy sheet with its row, and writes nothing', async () => {
    const netflix = await t.database.db
      .selectFrom('services')
      .select('id')
      .where('name', '=', 'Netflix')
      .executeTakeFirstOrThrow();
    await insertAccount(t.database.db, netflix.id, { username: 'vieja@correo.com' });
    await insertClient(t.database.db, { name: 'Pedro', phone: null });
    await insertClient(t.database.db, { name: 'pedro', phone: '+573110000000' });
    const before = await counts();
    const data = await xlsxOf([
      TITLES,
      [
        'netflix',
        'a@correo.com',
        'clave1',
        'Perfil 1',
        '1234',
        'José',
        '300 123 4567',
        '5/1/2026',
        '$ 15.000',
        null,
      ],
      ['Netflix', 'a@correo.com', 'otra', 'Perfil 1', '12', 'Ana', '3001', '31/02/2026', '15,5', 'vendido'],
      [null, null, null, null, null, null, null, null, null, null],
      ['HBO', 'b@correo.com', 'x', null, null, null, null, null, null, null],
      ['Netflix', 'vieja@correo.com', 'x', null, null, null, null, null, null, null],
      ['Netflix', 'c@correo.com', 'x', 'Perfil 1', null, 'Pedro', null, null, null, 'libre'],
      ['Netflix', 'd@correo.com', 'x', 'Perfil 1', null, 'Pedro', null, null, null, null],
      ['Disney+', 'e@correo.com', 'x', 'A', null, null, null, null, null, null],
      ['Disney+', 'e@correo.com', 'x', 'B', null, null, null, null, null, null],
      ['Disney+', 'e@correo.com', 'x', 'C', null, null, null, null, null, null],
    ]);
    const response = await send('preview', data);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(problemsOf(body, 2)).toEqual([]);
    expect(body.rows[0].summary).toBe(
      'netflix · a@correo.com · Perfil 1 · José · +57 300 1234567 · 05/01/2026',
    );
    expect(problemsOf(body, 3)).toEqual([
      r.invalidDate('Vencimiento'),
      r.invalidPrice('Precio'),
      r.accountConflict('Contraseña', 2),
      clientsMessages.invalidPhone,
      profilesMessages.pinLength,
    ]);
    expect(problemsOf(body, 4)).toBeUndefined();
    expect(problemsOf(body, 5)).toEqual([r.unknownService('HBO')]);
    expect(problemsOf(body, 6)).toEqual([r.accountExists('Netflix')]);
    expect(problemsOf(body, 7)).toEqual([r.freeWithClient]);
    expect(problemsOf(body, 8)).toEqual([r.ambiguousClient('Pedro', 2)]);
    expect(problemsOf(body, 9)).toEqual([r.tooManyProfiles(3, 2)]);
    expect(body.rowsWithProblems).toBe(6);
    expect(await counts()).toEqual(before);
  });

  it('checks PINs and duplicate profiles as the account form does', async () => {
    const data = await xlsxOf([
      TITLES,
      ['Netflix', 'a@correo.com', 'x', 'Perfil 1', '12ab', 'Ana', null, null, null, null],
      ['Netflix', 'a@correo.com', 'x', 'perfil 1', '123', 'Ana', null, null, null, null],
    ]);
    const body = (await send('preview', data)).json();
    expect(problemsOf(body, 2)).toEqual([profilesMessages.pinDigitsOnly]);
    expect(problemsOf(body, 3)).toEqual([profilesMessages.pinLength]);
  });
});

describe('POST /api/import/accounts/commit', () => {
  it('writes the accounts, their profiles filled up to the maximum, and the new clients; no sales', async () => {
    const known = await insertClient(t.database.db, { name: 'Cliente Viejo', phone: '+573205550000' });
    const data = await xlsxOf([
      [
        'Servicio',
        'Cuenta',
        'Contraseña',
        'Observación',
        'Costo proveedor',
        'Perfil',
        'PIN',
        'Cliente',
        'Teléfono',
        'Vencimiento',
        'Precio',
      ],
      [
        'Netflix',
        'familia@correo.com',
        'clave1',
        'Pantallas 4K',
        '$ 38.000',
        'Papá',
        '1234',
        'José Pérez',
        '300 123 4567',
        '5/1/2026',
        '$ 15.000',
      ],
      [
        'Netflix',
        'familia@correo.com',
        'clave1',
        null,
        null,
        'Mamá',
        null,
        'Otro nombre',
        '320 555 0000',
        new Date(Date.UTC(2026, 0, 20)),
        18000,
      ],
      ['Disney+', 'solo@correo.com', 'clave2', null, null, null, null, null, null, null, null],
      [
        'Netflix',
        'tercera@correo.com',
        'clave3',
        null,
        null,
        null,
        null,
        'José Pérez',
        '3001234567',
        '2026-02-01',
        null,
      ],
    ]);
    const preview = (await send('preview', data)).json();
    expect(preview.rowsWithProblems).toBe(0);
    expect(preview.willCreate).toEqual({ clients: 1, accounts: 3, profiles: 8 });
    const response = await send('commit', data);
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toEqual({ clients: 1, accounts: 3, profiles: 8 });

    const list = (await admin.get('/api/accounts?limit=50')).json().accounts;
    const family = list.find((a: { username: string }) => a.username === 'familia@correo.com');
    expect(family).toMatchObject({ password: 'clave1', observation: 'Pantallas 4K', providerCost: 38000 });
    expect(
      family.profiles.map((p: Record<string, unknown>) => [
        p.name,
        p.status,
        p.clientName,
        p.pin,
        p.expiryDate,
        p.customPrice,
      ]),
    ).toEqual([
      ['Papá', 'ocupado', 'José Pérez', '1234', '2026-01-05', 15000],
      ['Mamá', 'ocupado', known.name, null, '2026-01-20', 18000],
      ['Perfil 1', 'libre', null, null, null, null],
    ]);
    const solo = list.find((a: { username: string }) => a.username === 'solo@correo.com');
    expect(solo.profiles.map((p: { name: string; status: string }) => `${p.name}:${p.status}`)).toEqual([
      'Perfil 1:libre',
      'Perfil 2:libre',
    ]);
    const third = list.find((a: { username: string }) => a.username === 'tercera@correo.com');
    expect(third.profiles[0]).toMatchObject({
      name: 'Perfil 1',
      clientName: 'José Pérez',
      expiryDate: '2026-02-01',
    });
    expect(await counts()).toEqual({ clients: 2, accounts: 3, profiles: 8, movements: 0 });
    // The summary columns the list sorts and filters by were filled as for any account.
    const occupied = (await admin.get('/api/accounts?expiryFilter=occupied')).json().pagination.totalCount;
    expect(occupied).toBe(2);
  });

  it('writes nothing when a single row has a problem', async () => {
    const data = await xlsxOf([
      TITLES,
      ['Netflix', 'a@correo.com', 'x', 'Perfil 1', null, 'Nueva Clienta', '3001234567', null, null, null],
      ['Netflix', 'b@correo.com', 'x', 'Perfil 1', '1', null, null, null, null, null],
    ]);
    const response = await send('commit', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: spreadsheetsMessages.hasProblems(1) });
    expect(await counts()).toEqual({ clients: 0, accounts: 0, profiles: 0, movements: 0 });
  });
});
