import fs from 'node:fs';
import { formatCop } from '../../src/shared/domain/money';
import { parseCsv } from '../setup/parse-csv';
import { AFTER_RETRIES, expect, test, uniquePrefix, type Page } from './support/fixtures';
import type { Seed } from './support/seed';

// Other specs record movements today (sales in Cuentas); these tests seed theirs years back, in
// a year the Año filter still offers, and filter by it, so their numbers are theirs alone.
const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric' }).format(new Date()),
);
const YEAR = thisYear - 3;
const iso = (month: number, day: number) =>
  `${YEAR}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const ddmm = (month: number, day: number) =>
  `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${YEAR}`;
/** Playwright reads the non-breaking space of '$ 15.000' as a space. */
const cop = (pesos: number) => formatCop(pesos).replace(/\s/g, ' ');

type Kind = 'venta' | 'renovacion' | 'cancelacion';

/** March: ten ventas (1st to 10th), a renovación (11th) and a cancelación (12th); one venta in April. */
async function seedMarch(seed: Seed, prefix: string) {
  const march: { day: number; type: Kind; amount: number }[] = [
    ...Array.from({ length: 10 }, (_, i) => ({
      day: i + 1,
      type: 'venta' as const,
      amount: 10000 + i * 1000,
    })),
    { day: 11, type: 'renovacion', amount: 20000 },
    { day: 12, type: 'cancelacion', amount: 5000 },
  ];
  for (const row of march) {
    await seed.movement({
      date: iso(3, row.day),
      type: row.type,
      amount: row.amount,
      client_name: `${prefix} Cliente ${row.day}`,
      service_name: `${prefix} Netflix`,
      description: `${prefix} día ${row.day}`,
    });
  }
  await seed.movement({ date: iso(4, 2), type: 'venta', amount: 99000, description: `${prefix} abril` });
  return march;
}

const gross = (rows: { type: Kind; amount: number }[]) =>
  rows.filter((r) => r.type !== 'cancelacion').reduce((sum, r) => sum + r.amount, 0);
const cancelled = (rows: { type: Kind; amount: number }[]) =>
  rows.filter((r) => r.type === 'cancelacion').reduce((sum, r) => sum + r.amount, 0);
const sales = (rows: { type: Kind }[]) => rows.filter((r) => r.type !== 'cancelacion').length;

const selectedLabel = (page: Page, name: string) =>
  page
    .getByRole('combobox', { name, exact: true })
    .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);

test('filters by month, year and type in the URL, stats of the whole filter, five page buttons', async ({
  page,
  seed,
  movementsPage: list,
}) => {
  const prefix = uniquePrefix();
  const march = await seedMarch(seed, prefix);
  await list.open();
  await expect(list.yearFilter().locator('option')).toHaveText([
    'Todos los años',
    ...Array.from({ length: 5 }, (_, i) => String(thisYear - i)),
  ]);
  await expect(list.monthFilter().locator('option')).toHaveCount(13);

  // A month picked with no year takes this year; then the seeded year.
  await list.monthFilter().selectOption({ label: 'Marzo' });
  await expect(list.yearFilter()).toHaveValue(String(thisYear));
  await list.yearFilter().selectOption(String(YEAR));
  await expect(page).toHaveURL(new RegExp(`mes=3.*anio=${YEAR}|anio=${YEAR}.*mes=3`));
  await expect(list.range()).toHaveText('Mostrando 1–10 de 12');

  // The stats are the database's, over all 12 (not the 10 shown), cancelaciones off the income.
  await expect(list.stat('total-sales')).toHaveText('11');
  await expect(list.stat('income')).toHaveText(cop(gross(march) - cancelled(march)));
  await expect(list.stat('avg-ticket')).toHaveText(cop(Math.round(gross(march) / sales(march))));
  // Every sale here was paid on the spot: cobrado is what was sold, before cancelaciones.
  await expect(list.stat('collected')).toHaveText(cop(gross(march)));
  await expect(list.stat('outstanding')).toHaveText(cop(0));
  await expect(list.salesBadge()).toHaveText('11 ventas');
  await expect(page.getByText('1 cancelación restan')).toBeVisible();

  // Newest first, dd/mm/aaaa, the type's badge, a cancelación's amount with a minus.
  const first = list.rows().first();
  await expect(first.locator('td').nth(1)).toHaveText(ddmm(3, 12), { useInnerText: true });
  await expect(first.locator('td').nth(2)).toHaveText('Cancelación');
  await expect(first.locator('td').nth(3)).toHaveText(`−${cop(5000)}`);
  await expect(first).toContainText(`${prefix} Cliente 12`);
  await expect(first).toContainText(`${prefix} Netflix`);

  const nav = page.getByRole('navigation', { name: 'Paginación' });
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['1', '2']);
  await expect(nav.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Página 2' }).click();
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await expect(page).toHaveURL(/pagina=2/);

  // A new filter starts again on page 1; everything survives a reload.
  await list.typeFilter().selectOption({ label: 'Venta' });
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(list.range()).toHaveText('Mostrando 1–10 de 10');
  await expect(list.stat('total-sales')).toHaveText('10');
  await page.reload();
  await expect(list.range()).toHaveText('Mostrando 1–10 de 10');
  expect(await selectedLabel(page, 'Mes')).toBe('Marzo');
  expect(await selectedLabel(page, 'Tipo')).toBe('Venta');
  await expect(list.yearFilter()).toHaveValue(String(YEAR));
  await expect(list.stat('income')).toHaveText(cop(gross(march) - 20000));

  // The year alone counts April too; all years hides the month.
  await list.typeFilter().selectOption({ label: 'Todos los tipos' });
  await list.monthFilter().selectOption({ label: 'Todos los meses' });
  await expect(list.range()).toHaveText('Mostrando 1–10 de 13');
  await expect(list.stat('total-sales')).toHaveText('12');
  await list.setRowsPerPage(25);
  await expect(list.range()).toHaveText('Mostrando 1–13 de 13');
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveCount(0);
});

test('at most five page buttons, around the current page', async ({ page, seed, movementsPage: list }) => {
  const prefix = uniquePrefix();
  for (let day = 1; day <= 28; day += 1) {
    for (const n of [1, 2, 3]) {
      await seed.movement({ date: iso(6, day), amount: n * 1000, description: `${prefix} ${day}-${n}` });
    }
  }
  await list.open(`?anio=${YEAR}&mes=6&pagina=5`);
  await expect(list.range()).toHaveText('Mostrando 41–50 de 84');
  const nav = page.getByRole('navigation', { name: 'Paginación' });
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['3', '4', '5', '6', '7']);
  await nav.getByRole('button', { name: 'Página 7' }).click();
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['5', '6', '7', '8', '9']);
  await expect(list.range()).toHaveText('Mostrando 61–70 de 84');
  await nav.getByRole('button', { name: 'Página 9' }).click();
  await expect(nav.getByRole('button', { name: /^Página \d+$/ })).toHaveText(['5', '6', '7', '8', '9']);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
});

test('create, edit and delete a movement with the client and service pickers', async ({
  page,
  seed,
  movementsPage: list,
}) => {
  const prefix = uniquePrefix();
  await seed.client({ name: `${prefix} Camila Torres`, phone: '+573004445566' });
  await seed.service({ name: `${prefix} Disney+`, price: 18000 });
  await list.open(`?anio=${YEAR}&mes=5`);
  await expect(page.getByText('Ningún movimiento coincide con los filtros.')).toBeVisible();

  const dialog = await list.openNew();
  await expect(dialog.getByLabel('Fecha')).toBeFocused();
  await expect(dialog.getByLabel('Tipo')).toHaveValue('venta');
  await dialog.getByLabel('Fecha').fill(iso(5, 15));
  await dialog.getByLabel('Monto (COP)').fill('15 mil');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'El monto debe ser un número entero de pesos, mayor o igual a 0.',
  );
  await expect(dialog.getByLabel('Monto (COP)')).toBeFocused();
  await dialog.getByLabel('Monto (COP)').fill('');

  await dialog.getByRole('searchbox', { name: 'Buscar cliente por nombre o teléfono' }).fill(prefix);
  await dialog.getByRole('button', { name: new RegExp(`${prefix} Camila Torres`) }).click();
  await expect(dialog.getByTestId('movement-client-picked')).toHaveText(`${prefix} Camila Torres`);
  await dialog.getByRole('searchbox', { name: 'Buscar servicio por nombre' }).fill(prefix);
  await dialog.getByRole('button', { name: new RegExp(`${prefix} Disney\\+`) }).click();
  // The service's price is offered as the amount while it is blank.
  await expect(dialog.getByLabel('Monto (COP)')).toHaveValue('18000');
  await dialog.getByLabel('Monto (COP)').fill('22.500');
  await dialog.getByLabel('Descripción').fill('Pago por Nequi');
  await page.screenshot({ path: 'test-results/screens/movements-form.png' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Movimiento registrado correctamente' }),
  ).toBeVisible();

  const row = list.row('Pago por Nequi');
  await expect(row).toContainText(ddmm(5, 15));
  await expect(row).toContainText('Venta');
  await expect(row).toContainText(cop(22500));
  await expect(row).toContainText(`${prefix} Camila Torres`);
  await expect(row).toContainText(`${prefix} Disney+`);
  await expect(list.stat('total-sales')).toHaveText('1');
  await expect(list.stat('income')).toHaveText(cop(22500));

  await row.getByRole('button', { name: /^Editar movimiento/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Movimiento' });
  await expect(edit.getByLabel('Monto (COP)')).toHaveValue('22500');
  await expect(edit.getByTestId('movement-client-picked')).toHaveText(`${prefix} Camila Torres`);
  await edit.getByLabel('Tipo').selectOption({ label: 'Cancelación' });
  await edit.getByRole('button', { name: 'Quitar cliente' }).click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Cancelación');
  await expect(row).toContainText(`−${cop(22500)}`);
  await expect(row).toContainText('Sin cliente');
  await expect(list.stat('total-sales')).toHaveText('0');
  await expect(list.stat('income')).toHaveText(cop(-22500));

  await row.getByRole('button', { name: /^Eliminar movimiento/ }).click();
  await list.confirmDelete('¿Estás seguro de que deseas eliminar este movimiento?');
  await expect(page.getByText('Ningún movimiento coincide con los filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).not.toHaveURL(/anio=/);
});

test('the export downloads the filtered movements as a CSV for Excel', async ({
  page,
  seed,
  movementsPage: list,
}) => {
  const prefix = uniquePrefix();
  await seedMarch(seed, prefix);
  await list.open(`?anio=${YEAR}&mes=3&tipo=renovacion`);
  await expect(list.range()).toHaveText('Mostrando 1–1 de 1');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`movimientos-${YEAR}-03-renovacion.csv`);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text.split('\r\n')[0]).toBe('\uFEFFFecha;Tipo;Monto;Cliente;Servicio;Descripción;Registrado por');
  expect(parseCsv(text)).toEqual([
    {
      Fecha: ddmm(3, 11),
      Tipo: 'Renovación',
      Monto: '20000',
      Cliente: `${prefix} Cliente 11`,
      Servicio: `${prefix} Netflix`,
      Descripción: `${prefix} día 11`,
      'Registrado por': '',
    },
  ]);
});

test('when the stats fail, the panel counts the loaded page and says so', async ({
  page,
  seed,
  movementsPage: list,
}) => {
  const prefix = uniquePrefix();
  const march = await seedMarch(seed, prefix);
  await page.route('**/api/movements/stats?*', (route) =>
    route.fulfill({ status: 500, json: { error: 'x' } }),
  );
  await list.open(`?anio=${YEAR}&mes=3`);
  await expect(
    page.getByText(
      'No se pudieron cargar las estadísticas: se muestran las calculadas con los movimientos de esta página.',
    ),
  ).toBeVisible(AFTER_RETRIES);
  // Page 1 holds the ten newest: days 12 down to 3.
  const shown = march.filter((r) => r.day >= 3);
  await expect(list.stat('total-sales')).toHaveText(String(sales(shown)));
  await expect(list.stat('income')).toHaveText(cop(gross(shown) - cancelled(shown)));
  await expect(list.stat('avg-ticket')).toHaveText(cop(Math.round(gross(shown) / sales(shown))));
  await page.unroute('**/api/movements/stats?*');

  await list.failLoadThenRetry();
  await expect(list.rows()).toHaveCount(10);
});

test('desktop and phone screenshots', async ({ page, seed, movementsPage: list }) => {
  const prefix = uniquePrefix();
  await seedMarch(seed, prefix);
  await page.setViewportSize({ width: 1280, height: 800 });
  await list.open(`?anio=${YEAR}&mes=3`);
  await expect(list.rows()).toHaveCount(10);
  await page.screenshot({ path: 'test-results/screens/movements.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.rows()).toHaveCount(10);
  // Nothing wider than the phone but the table, which scrolls inside its card.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/movements-phone.png', fullPage: true });
  const dialog = await list.openNew();
  await expect(dialog.getByLabel('Fecha')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/movements-form-phone.png' });
});
