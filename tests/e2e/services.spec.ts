import fs from 'node:fs';
import { expect, test, uniquePrefix } from './support/fixtures';
import { PNG } from './support/images';

test('create a service with a logo, see it in the table, edit it, and the form starts blank again', async ({
  page,
  servicesPage,
}) => {
  const list = servicesPage;
  await list.open();
  const name = `${uniquePrefix()} Netflix`;
  const dialog = await list.openNew();
  await expect(dialog.getByTestId('service-image-placeholder')).toBeVisible();
  await expect(
    dialog.getByText('PNG o JPG (también GIF o WebP). Tamaño recomendado: máximo 800x800px.'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El nombre del servicio es obligatorio.');
  await list.fill({ name, url: 'netflix', price: '15000', max: '5' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'El enlace del producto debe ser una URL válida que empiece por http:// o https://.',
  );
  await expect(dialog.getByLabel('Enlace del producto')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Enlace del producto')).toBeFocused();
  await list.fill({ url: 'https://www.netflix.com/co' });
  await dialog
    .getByLabel('Elegir imagen')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Imagen' })).toHaveAttribute('src', /^\/api\/uploads\//);
  await page.screenshot({ path: 'test-results/screens/service-form.png' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  await list.search(name);
  const row = list.row(name);
  await expect(row).toContainText('$ 15.000');
  await expect(row).toContainText('netflix.com');
  await expect(row.getByRole('img', { name: `Logo de ${name}` })).toBeVisible();
  await expect(row.locator('td').nth(4)).toHaveText('5');
  await expect(row.locator('td').nth(5)).toHaveText('0');

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Servicio' });
  await expect(edit.getByLabel('Nombre')).toHaveValue(name);
  await edit.getByLabel('Precio (COP)').fill('18000');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(list.row(name)).toContainText('$ 18.000');

  await page.getByRole('button', { name: 'Nuevo Servicio' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nuevo Servicio' }).getByLabel('Nombre')).toHaveValue('');
});

test('a duplicate name is refused with the server message and nothing is added', async ({
  page,
  seed,
  servicesPage,
}) => {
  const prefix = uniquePrefix();
  await seed.service({ name: `${prefix} Música` });
  const list = servicesPage;
  await list.open();
  await page.getByRole('button', { name: 'Nuevo Servicio' }).first().click();
  await list.fill({ name: `${prefix.toUpperCase()} MUSICA`, price: '1000', max: '1' });
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'Ya existe un servicio con ese nombre.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await list.search(prefix);
  await expect(list.rows()).toHaveCount(1);
});

test('search ignores accents, and pages of 10 move with previous and next', async ({
  page,
  seed,
  servicesPage,
}) => {
  const prefix = uniquePrefix();
  for (let i = 1; i <= 12; i += 1)
    await seed.service({ name: `${prefix} Vídeo ${String(i).padStart(2, '0')}` });
  const list = servicesPage;
  await list.open();
  await list.search(`${prefix} video`);
  await expect(list.range()).toHaveText('Mostrando 1–12 de 12');
  await list.setRowsPerPage(10);
  await expect(list.range()).toHaveText('Mostrando 1–10 de 12');
  await expect(list.rows()).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await list.next();
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await expect(list.rows()).toHaveCount(2);
  await expect(list.rows().first()).toContainText(`${prefix} Vídeo 11`);
  await expect(list.rows().first().locator('td').first()).toHaveText('11');
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await list.previous();
  await expect(list.range()).toHaveText('Mostrando 1–10 de 12');
  await list.search(`${prefix} nada`);
  await expect(page.getByText('Ningún servicio coincide con la búsqueda.')).toBeVisible();
});

test('delete asks first, is refused while accounts hold the service, and works once they are gone', async ({
  seed,
  servicesPage,
}) => {
  const prefix = uniquePrefix();
  const held = await seed.service({ name: `${prefix} Con cuentas` });
  await seed.account(held.id);
  await seed.service({ name: `${prefix} Libre` });
  const list = servicesPage;
  await list.open();
  await list.search(prefix);
  await list
    .row('Con cuentas')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  const dialog = await list.confirmDelete('¿Estás seguro de que deseas eliminar este servicio?');
  await expect(dialog.getByRole('alert')).toContainText(
    'No se puede eliminar el servicio: tiene 1 cuenta asociada.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.rows()).toHaveCount(2);

  await list
    .row('Libre')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  await list.confirmDelete('¿Estás seguro de que deseas eliminar este servicio?');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row('Libre')).toHaveCount(0);
});

test('the download button saves a CSV that Excel opens with accents and dates', async ({
  page,
  seed,
  servicesPage,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney+` });
  const client = await seed.client({ name: 'José Núñez', phone: '+573001234567' });
  await seed.account(service.id, { username: 'familia@correo.com', password: 'clave123' }, [
    { status: 'ocupado', client_id: client.id, pin: '4321', expiry_date: '2026-12-24' },
    {},
  ]);
  const list = servicesPage;
  await list.open();
  await list.search(prefix);
  const downloadPromise = page.waitForEvent('download');
  await list
    .row('Disney+')
    .getByRole('button', { name: /^Descargar cuentas/ })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${prefix}-disney-cuentas.csv`);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines).toEqual([
    'Cuenta;Contraseña;Observación;Perfil;Estado;PIN;Vencimiento;Cliente;Teléfono',
    "familia@correo.com;clave123;;Perfil 1;ocupado;4321;24/12/2026;José Núñez;'+57 300 1234567",
    'familia@correo.com;clave123;;Perfil 2;libre;;;;',
  ]);
});

test('the dashboard quick action opens the new-service form, and a failed load offers a retry', async ({
  page,
  seed,
  servicesPage,
  dashboardPage,
}) => {
  await seed.service({ name: `${uniquePrefix()} Crunchyroll` });
  await dashboardPage.open();
  await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
  await expect(page).toHaveURL(/\/dashboard\/servicios/);
  await expect(page.getByRole('dialog', { name: 'Nuevo Servicio' })).toBeVisible();
  await page.keyboard.press('Escape');

  await servicesPage.failLoadThenRetry();
  await expect(servicesPage.table()).toContainText('Crunchyroll');
});
