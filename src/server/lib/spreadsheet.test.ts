import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertMovement, insertMovements } from '#tests/factories/movement.factory';
import { parseCsv } from '#tests/setup/parse-csv';
import { readXlsx, uploadOf } from '#tests/setup/spreadsheet';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

// The list exports (Servicios, Clientes, Cuentas, Movimientos) and the import templates, all
// written by lib/spreadsheet.ts, opened again as Excel would open them.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t));
});
const today = () => businessToday(new Date());
const xlsxOf = async (url: string) => {
  const response = await c.get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return readXlsx(response.rawPayload);
};

describe('GET /api/clients/export', () => {
  beforeEach(async () => {
    await insertClient(t.database.db, { name: 'José Pérez', phone: '+573001234567', type: 'revendedor' });
    await insertClient(t.database.db, { name: '=Malicioso', phone: null });
    await insertClient(t.database.db, { name: 'Ana', phone: null });
  });

  it('writes the CSV for Excel: BOM, ; and the list order, formulas made inert', async () => {
    const response = await c.get('/api/clients/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="clientes-${today()}.csv"`);
    expect(response.body.startsWith('\uFEFFNombre;Teléfono;Tipo;Perfiles activos\r\n')).toBe(true);
    expect(parseCsv(response.body)).toEqual([
      { Nombre: "'=Malicioso", Teléfono: '', Tipo: 'Cliente', 'Perfiles activos': '0' },
      { Nombre: 'Ana', Teléfono: '', Tipo: 'Cliente', 'Perfiles activos': '0' },
      { Nombre: 'José Pérez', Teléfono: "'+57 300 1234567", Tipo: 'Revendedor', 'Perfiles activos': '0' },
    ]);
  });

  it('writes an .xlsx with the same search as the screen', async () => {
    const { rows } = await xlsxOf('/api/clients/export?format=xlsx&search=jose');
    expect(rows).toEqual([
      ['Nombre', 'Teléfono', 'Tipo', 'Perfiles activos'],
      ['José Pérez', '+57 300 1234567', 'Revendedor', 0],
    ]);
  });

  it('refuses an unknown format and a signed-out visitor', async () => {
    const bad = await c.get('/api/clients/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: spreadsheetsMessages.invalidFormat });
    const { TestClient: Anonymous } = await import('#tests/setup/test-app');
    expect((await new Anonymous(t.app).get('/api/clients/export')).statusCode).toBe(401);
  });
});

describe('GET /api/services/export', () => {
  it('writes prices as money cells and counts as numbers, filtered by the search', async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix', price: 15000, max_profiles: 5 });
    await insertService(t.database.db, { name: 'Disney+', price: 9000 });
    await insertAccount(t.database.db, netflix.id);
    const { sheet, rows } = await xlsxOf('/api/services/export?format=xlsx&search=netf');
    expect(rows).toEqual([
      ['Servicio', 'Precio', 'Máx. perfiles', 'Cuentas', 'Enlace del producto'],
      ['Netflix', 15000, 5, 1],
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('"$" #,##0');
    const csv = parseCsv((await c.get('/api/services/export')).body);
    expect(csv.map((row) => [row.Servicio, row.Precio])).toEqual([
      ['Disney+', '9000'],
      ['Netflix', '15000'],
    ]);
  });
});

describe('GET /api/accounts/export', () => {
  it('writes one row per profile with real dates, in the list order, with the screen filters', async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix', max_profiles: 2 });
    const disney = await insertService(t.database.db, { name: 'Disney+' });
    const ana = await insertClient(t.database.db, { name: 'Ana Ruiz', phone: '+573001234567' });
    await insertAccount(t.database.db, netflix.id, { username: 'a@correo.com', provider_cost: 30000 }, [
      {
        name: 'Papá',
        status: 'ocupado',
        client_id: ana.id,
        pin: '1234',
        expiry_date: '2030-01-05',
        custom_price: 15000,
      },
      { name: 'Mamá' },
    ]);
    await insertAccount(t.database.db, disney.id, { username: 'd@correo.com' }, [{}]);

    const { sheet, rows } = await xlsxOf(`/api/accounts/export?format=xlsx&serviceId=${netflix.id}`);
    expect(rows[0]).toEqual([
      'Servicio',
      'Cuenta',
      'Contraseña',
      'Observación',
      'Costo proveedor',
      'Renovación proveedor',
      'Perfil',
      'Estado',
      'PIN',
      'Cliente',
      'Teléfono',
      'Vencimiento',
      'Precio',
    ]);
    expect(rows.length).toBe(3);
    expect(rows[1]).toEqual([
      'Netflix',
      'a@correo.com',
      'clave123',
      undefined,
      30000,
      undefined,
      'Papá',
      'ocupado',
      '1234',
      'Ana Ruiz',
      '+57 300 1234567',
      new Date(Date.UTC(2030, 0, 5)),
      15000,
    ]);
    expect(sheet.getCell('L2').numFmt).toBe('dd/mm/yyyy');
    expect(rows[2]!.slice(0, 8)).toEqual([
      'Netflix',
      'a@correo.com',
      'clave123',
      undefined,
      30000,
      undefined,
      'Mamá',
      'libre',
    ]);

    const csv = parseCsv((await c.get('/api/accounts/export?expiryFilter=occupied')).body);
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatchObject({
      Vencimiento: '05/01/2030',
      Precio: '15000',
      'Costo proveedor': '30000',
      Teléfono: "'+57 300 1234567",
    });
  });

  it('is the same file the accounts import reads: an export imports back into an empty shop', async () => {
    const netflix = await insertService(t.database.db, { name: 'Netflix', max_profiles: 2 });
    const ana = await insertClient(t.database.db, { name: 'Ana Ruiz', phone: '+573001234567' });
    await insertAccount(t.database.db, netflix.id, { username: 'a@correo.com' }, [
      { name: 'Papá', status: 'ocupado', client_id: ana.id, expiry_date: '2030-01-05' },
      { name: 'Mamá' },
    ]);
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const file = (await admin.get('/api/accounts/export?format=xlsx')).rawPayload;
    await t.database.db.deleteFrom('profiles').execute();
    await t.database.db.deleteFrom('accounts').execute();
    const { payload, headers } = uploadOf(file);
    const response = await admin.request('POST', '/api/import/accounts/commit', { payload, headers });
    expect(response.json()).toEqual({ kind: 'accounts', created: { clients: 0, accounts: 1, profiles: 2 } });
  });
});

describe('GET /api/movements/export', () => {
  it('keeps the CSV and adds the .xlsx, paging through more than one page of the period', async () => {
    await insertMovements(
      t.database.db,
      Array.from({ length: 1200 }, (_, i) => ({ date: '2026-10-15', amount: i + 1 })),
    );
    await insertMovement(t.database.db, { date: '2026-11-02', amount: 99, type: 'venta' });
    const csv = await c.get('/api/movements/export?year=2026&month=10');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="movimientos-2026-10.csv"');
    expect(parseCsv(csv.body)).toHaveLength(1200);
    const { rows } = await xlsxOf('/api/movements/export?year=2026&month=11&format=xlsx');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([new Date(Date.UTC(2026, 10, 2)), 'Venta', 99]);
  });

  it('needs can_access_movimientos', async () => {
    const { client: denied } = await signedInClient(t, { can_access_movimientos: 0 });
    expect((await denied.get('/api/movements/export?format=xlsx')).statusCode).toBe(403);
  });
});

describe('GET /api/import/{kind}/template', () => {
  it('holds the titles the import reads and an instructions sheet', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const response = await admin.get('/api/import/accounts/template?format=xlsx');
    expect(response.headers['content-disposition']).toBe('attachment; filename="plantilla-cuentas.xlsx"');
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['Servicio', 'Cuenta', 'Contraseña']);
    const csv = await admin.get('/api/import/clients/template');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFNombre;Teléfono;Tipo');
  });
});
