import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { parseCsv } from '../setup/parse-csv';
import { expect, test, uniquePrefix } from './support/fixtures';

const randomMobile = () => `300 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from('\uFEFF' + rows.map((r) => r.join(';')).join('\r\n')),
});

test('Exportar on Clientes downloads the searched clients as CSV, and Servicios as .xlsx', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  const prefix = uniquePrefix();
  await seed.client({ name: `${prefix} Ángela Muñoz`, phone: '+573001112233', type: 'revendedor' });
  await seed.client({ name: `${prefix} Bruno`, phone: null });
  await seed.service({ name: `${prefix} Netflix`, price: 15000 });
  await list.open();
  await list.search(prefix);
  await expect(list.row(`${prefix} Bruno`)).toBeVisible();

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await csv.path()).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('\uFEFFNombre;Teléfono;Tipo;Perfiles activos');
  expect(parseCsv(text)).toEqual([
    {
      Nombre: `${prefix} Ángela Muñoz`,
      Teléfono: "'+57 300 1112233",
      Tipo: 'Revendedor',
      'Perfiles activos': '0',
    },
    { Nombre: `${prefix} Bruno`, Teléfono: '', Tipo: 'Cliente', 'Perfiles activos': '0' },
  ]);

  await page.goto(`/dashboard/servicios?buscar=${encodeURIComponent(prefix)}`);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^servicios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Servicio', 'Precio']);
  expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual([`${prefix} Netflix`, 15000]);
});

test('Importar datos: a file with problems is shown row by row and cannot be imported; a clean one is', async ({
  adminPage: page,
  database,
}) => {
  const prefix = uniquePrefix();
  const phone = randomMobile();
  try {
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 2, name: 'Importar datos' })).toBeVisible();
    await expect(page.getByText('Aún no has revisado ningún archivo')).toBeVisible();

    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    expect((await templateDownload).suggestedFilename()).toBe('plantilla-clientes.csv');

    await page.getByLabel(/Archivo/).setInputFiles(
      csvFile('clientes.csv', [
        ['Nombre', 'Celular', 'Tipo'],
        [`${prefix} José Pérez`, phone, 'Cliente'],
        ['', '', ''],
        [`${prefix} Ana`, '12345', ''],
        [`${prefix} Repetido`, phone, 'mayorista'],
      ]),
    );
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect(page.getByTestId('import-counts')).toHaveText('3 filas · 2 con problemas');
    const rows = page.getByTestId('import-row');
    await expect(rows.nth(0)).toContainText('Lista');
    await expect(rows.nth(1)).toContainText('4');
    await expect(rows.nth(1)).toContainText('El teléfono no es válido.');
    await expect(rows.nth(2)).toContainText('Teléfono repetido: ya está en la fila 2.');
    await expect(rows.nth(2)).toContainText('El tipo debe ser cliente o revendedor.');
    await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screens/import-problems-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/screens/import-problems.png', fullPage: true });

    await page.getByLabel(/Archivo/).setInputFiles(
      csvFile('clientes.csv', [
        ['Nombre', 'Celular', 'Tipo'],
        [`${prefix} José Pérez`, phone, 'Cliente'],
        [`${prefix} Ñusta Revendedora`, '', 'revendedor'],
      ]),
    );
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect(page.getByTestId('import-counts')).toHaveText('2 filas · sin problemas');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Se guardarán 2 clientes, 0 cuentas y 0 perfiles.');
    await dialog.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByText('Importación completa: 2 clientes, 0 cuentas y 0 perfiles.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/import-done.png', fullPage: true });

    await page.goto(`/dashboard/clientes?buscar=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('row', { name: new RegExp(`${prefix} José Pérez`) })).toContainText(
      `+57 ${phone}`,
    );
    await expect(page.getByRole('row', { name: new RegExp(`${prefix} Ñusta Revendedora`) })).toContainText(
      'Revendedor',
    );
  } finally {
    await database.db.deleteFrom('clients').where('name', 'like', `${prefix}%`).execute();
  }
});
