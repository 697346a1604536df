import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { clientsMessages } from '#shared/messages/clients';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { insertClient } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { csvOf, uploadOf, xlsxOf } from '#tests/setup/spreadsheet';
import { tinyPng } from '#tests/setup/multipart';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
const r = spreadsheetsMessages.row;
let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
});

const send = (c: TestClient, step: 'preview' | 'commit', data: Buffer, kind = 'clients', name?: string) => {
  const { payload, headers } = uploadOf(data, name);
  return c.request('POST', `/api/import/${kind}/${step}`, { payload, headers });
};
const clientsInDb = () =>
  t.database.db.selectFrom('clients').select(['name', 'phone', 'type']).orderBy('id').execute();

// A shop's sheet as it really looks: its own titles, blank lines, accents, every phone style.
const messy = () =>
  xlsxOf([
    ['Nombre del cliente', 'Celular', 'Tipo', 'Notas'],
    ['José Pérez', 3001234567, 'Cliente', 'paga por Nequi'],
    [null, null, null, null],
    ['María Ñáñez', '+57 310 555 1234', 'REVENDEDOR', null],
    ['Ana', '12345', null, null],
    ['Luis', '(601) 234-5678', 'mayorista', null],
    ['José Pérez (otro)', '300-123-4567', null, null],
    ['Carlos', '300 999 8888', null, null],
    ['', '', '', ''],
    ['Sofía', null, null, null],
  ]);

describe('POST /api/import/clients/preview', () => {
  it('answers each row with its number and its problems in Spanish, and writes nothing', async () => {
    await insertClient(t.database.db, { name: 'Existente', phone: '+573009998888' });
    await insertClient(t.database.db, { name: 'Sofia', phone: null });
    const response = await send(admin, 'preview', await messy());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.rows.map((row: { row: number }) => row.row)).toEqual([2, 4, 5, 6, 7, 8, 10]);
    const problemsOf = (row: number) => body.rows.find((x: { row: number }) => x.row === row).problems;
    expect(problemsOf(2)).toEqual([]);
    expect(body.rows[0].summary).toBe('José Pérez · +57 300 1234567 · Cliente');
    expect(problemsOf(4)).toEqual([]);
    expect(body.rows[1].summary).toBe('María Ñáñez · +57 310 5551234 · Revendedor');
    expect(problemsOf(5)).toEqual([clientsMessages.invalidPhone]);
    expect(problemsOf(6)).toEqual([clientsMessages.invalidType]);
    expect(problemsOf(7)).toEqual([r.duplicatePhoneInFile(2)]);
    expect(problemsOf(8)).toEqual([r.phoneExists('Existente')]);
    expect(problemsOf(10)).toEqual([r.nameExists]);
    expect(body.rowsWithProblems).toBe(5);
    expect(await countRows(t.database.db, 'clients')).toBe(2);
  });

  it('reads a CSV saved by Excel in Windows-1252 with ; and keeps the accents', async () => {
    const latin1 = Buffer.from('Nombre;Teléfono;Tipo\r\nÁngela Muñoz;300 123 4567;revendedor\r\n', 'latin1');
    const body = (await send(admin, 'preview', latin1, 'clients', 'clientes.csv')).json();
    expect(body.rows).toEqual([
      { row: 2, summary: 'Ángela Muñoz · +57 300 1234567 · Revendedor', problems: [] },
    ]);
  });

  it.each([
    ['an image', tinyPng, spreadsheetsMessages.notSpreadsheet],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      spreadsheetsMessages.oldExcel,
    ],
    ['a broken zip', Buffer.from('PK\u0003\u0004 no es un zip'), spreadsheetsMessages.unreadable],
    [
      'a sheet without the Nombre column',
      csvOf([['Teléfono'], ['3001234567']]),
      spreadsheetsMessages.missingColumns(['Nombre']),
    ],
    [
      'titles only',
      csvOf([
        ['Nombre', 'Teléfono'],
        ['', ''],
      ]),
      spreadsheetsMessages.noRows,
    ],
  ])('refuses %s with 400', async (_, data, message) => {
    const response = await send(admin, 'preview', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const response = await send(admin, 'preview', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(response.statusCode).toBe(413);
  });

  it('is for admins only', async () => {
    const { client: staff } = await signedInClient(t);
    const data = csvOf([['Nombre'], ['Ana']]);
    for (const step of ['preview', 'commit'] as const) {
      const response = await send(staff, step, data);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: authMessages.adminOnly });
    }
    expect((await staff.get('/api/import/clients/template')).statusCode).toBe(403);
    expect(await countRows(t.database.db, 'clients')).toBe(0);
  });
});

describe('POST /api/import/clients/commit', () => {
  it('writes nothing at all when one row has a problem', async () => {
    const response = await send(admin, 'commit', await messy());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: spreadsheetsMessages.hasProblems(3) });
    expect(await countRows(t.database.db, 'clients')).toBe(0);
  });

  it('writes exactly the rows of a clean file, phones in E.164', async () => {
    const data = csvOf([
      ['Nombre', 'Teléfono', 'Tipo'],
      ['José Pérez', '300 123 4567', ''],
      ['', '', ''],
      ['María Ñáñez', '+1 202-555-0143', 'Revendedor'],
      ['Sin Teléfono', '', 'cliente'],
    ]);
    const preview = (await send(admin, 'preview', data)).json();
    expect(preview).toMatchObject({
      rowsWithProblems: 0,
      willCreate: { clients: 3, accounts: 0, profiles: 0 },
    });
    const response = await send(admin, 'commit', data);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'clients', created: { clients: 3, accounts: 0, profiles: 0 } });
    expect(await clientsInDb()).toEqual([
      { name: 'José Pérez', phone: '+573001234567', type: 'cliente' },
      { name: 'María Ñáñez', phone: '+12025550143', type: 'revendedor' },
      { name: 'Sin Teléfono', phone: null, type: 'cliente' },
    ]);
    // The same file again: every row is now a duplicate, and nothing more is written.
    const again = await send(admin, 'commit', data);
    expect(again.statusCode).toBe(400);
    expect(await countRows(t.database.db, 'clients')).toBe(3);
  });
});
