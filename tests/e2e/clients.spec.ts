import { expect, test, uniquePrefix } from './support/fixtures';

test('create a client with a Colombian phone, edit it to reseller, and find it without accents', async ({
  page,
  clientsPage,
}) => {
  const list = clientsPage;
  await list.open();
  const name = `${uniquePrefix()} María Núñez`;
  const dialog = await list.openNew();
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El nombre del cliente es obligatorio.');
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Teléfono').fill('12345');
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'El teléfono no es válido. Escribe un celular colombiano de 10 dígitos o el número con su indicativo (+57…).',
  );
  await expect(dialog.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Teléfono')).toBeFocused();
  await expect(dialog.getByLabel('Nombre')).not.toHaveAttribute('aria-invalid');
  await dialog.getByLabel('Teléfono').fill('300 123-4567');
  await expect(dialog.getByLabel('Tipo')).toHaveValue('cliente');
  await page.screenshot({ path: 'test-results/screens/client-form.png' });
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialog).toBeHidden();

  await list.search(name.replace('María Núñez', 'maria nunez'));
  const row = list.row(name);
  await expect(row).toContainText('+57 300 1234567');
  await expect(row).toContainText('Cliente');
  await expect(row.locator('td').nth(4)).toHaveText('0');

  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(edit.getByLabel('Teléfono')).toHaveValue('+57 300 1234567');
  await edit.getByLabel('Tipo').selectOption('revendedor');
  await edit.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(list.row(name)).toContainText('Revendedor');
  await page.screenshot({ path: 'test-results/screens/clients.png' });

  await page.getByRole('button', { name: 'Nuevo Cliente' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nuevo Cliente' }).getByLabel('Nombre')).toHaveValue('');
});

test('search by phone digits and page through ten at a time', async ({ seed, clientsPage }) => {
  const prefix = uniquePrefix();
  for (let i = 1; i <= 12; i += 1) {
    await seed.client({
      name: `${prefix} Cliente ${String(i).padStart(2, '0')}`,
      phone: `+57310555${String(1000 + i)}`,
    });
  }
  const list = clientsPage;
  await list.open();
  await list.search(prefix);
  await expect(list.range()).toHaveText('Mostrando 1–10 de 12');
  await list.next();
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await expect(list.rows()).toHaveCount(2);
  await list.search('310 555 1007');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(`${prefix} Cliente 07`)).toBeVisible();
  await expect(list.range()).toHaveText('Mostrando 1–1 de 1');
});

test('delete is refused while the client holds an occupied profile', async ({ seed, clientsPage }) => {
  const prefix = uniquePrefix();
  const holder = await seed.client({ name: `${prefix} Con perfil` });
  const service = await seed.service({ name: `${prefix} Netflix` });
  await seed.account(service.id, {}, [
    { status: 'ocupado', client_id: holder.id, expiry_date: '2026-12-31' },
  ]);
  await seed.client({ name: `${prefix} Sin perfiles` });
  const list = clientsPage;
  await list.open();
  await list.search(prefix);
  await expect(list.row('Con perfil').locator('td').nth(4)).toHaveText('1');

  await list
    .row('Con perfil')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  const dialog = await list.confirmDelete('¿Estás seguro de que deseas eliminar este cliente?');
  await expect(dialog.getByRole('alert')).toContainText(
    'No se puede eliminar el cliente: tiene 1 perfil ocupado.',
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await list
    .row('Sin perfiles')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  await list.confirmDelete('¿Estás seguro de que deseas eliminar este cliente?');
  await expect(list.rows()).toHaveCount(1);
});

test('WhatsApp opens a wa.me link with the number, or says the client has no phone', async ({
  page,
  seed,
  clientsPage,
}) => {
  const prefix = uniquePrefix();
  await seed.client({ name: `${prefix} Con teléfono`, phone: '+573001234567' });
  await seed.client({ name: `${prefix} Sin teléfono`, phone: null });
  const list = clientsPage;
  await list.open();
  await list.search(prefix);
  // By the whole name: until the search answers, another client's row may read "Sin teléfono".
  await list
    .row(`${prefix} Sin teléfono`)
    .getByRole('button', { name: /WhatsApp/ })
    .click();
  await expect(page.getByRole('alert')).toHaveText('El cliente no tiene teléfono registrado');

  // The link leaves the app; answer it locally so the test never touches the internet.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'ok' }));
  const popupPromise = page.waitForEvent('popup');
  await list
    .row(`${prefix} Con teléfono`)
    .getByRole('button', { name: /WhatsApp/ })
    .click();
  const popup = await popupPromise;
  expect(popup.url()).toBe('https://wa.me/573001234567');
});

test('the empty state and a failed load with retry', async ({ page, clientsPage }) => {
  const list = clientsPage;
  await list.open();
  await list.search(`${uniquePrefix()} nadie`);
  await expect(page.getByText('Ningún cliente coincide con la búsqueda.')).toBeVisible();

  await list.failLoadThenRetry();
  // The reload kept the search: it lives in the URL.
  await expect(page.getByText('Ningún cliente coincide con la búsqueda.')).toBeVisible();
});

test('on a phone the client table scrolls inside its card, not the page', async ({
  page,
  seed,
  clientsPage,
}) => {
  const prefix = uniquePrefix();
  await seed.client({
    name: `${prefix} Andrés Felipe Rodríguez`,
    phone: '+573001234567',
    type: 'revendedor',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const list = clientsPage;
  await list.open();
  await list.search(prefix);
  await expect(list.rows()).toHaveCount(1);
  // The phone and the type are read under the name, whole, without scrolling sideways.
  const row = list.rows().first();
  await expect(row.getByText('+57 300 1234567').filter({ visible: true })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Revendedor').filter({ visible: true })).toBeInViewport({ ratio: 1 });
  // …and not under the actions' cell, pinned at the right over whatever is wider than its column.
  const phone = await row.getByText('+57 300 1234567').filter({ visible: true }).boundingBox();
  const actions = await row.locator('td').last().boundingBox();
  expect(phone!.x + phone!.width).toBeLessThanOrEqual(actions!.x);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/clients-phone.png', fullPage: true });
});

test('page, size and search live in the URL: a reload or a shared link keeps them', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  const prefix = uniquePrefix();
  for (let i = 1; i <= 12; i += 1) {
    await seed.client({ name: `${prefix} Cliente ${String(i).padStart(2, '0')}` });
  }
  await list.open();
  await list.search(prefix);
  await expect(page).toHaveURL(new RegExp(`buscar=${prefix}`));
  await list.next();
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await expect(page).toHaveURL(/pagina=2/);

  await page.reload();
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await expect(page.getByRole('searchbox')).toHaveValue(prefix);

  // A new page size goes back to page 1, and so does a new search.
  await list.setRowsPerPage(25);
  await expect(list.range()).toHaveText('Mostrando 1–12 de 12');
  await expect(page).not.toHaveURL(/pagina=/);
  await list.open(`?buscar=${prefix}&pagina=2`);
  await expect(list.range()).toHaveText('Mostrando 11–12 de 12');
  await list.search(`${prefix} Cliente 0`);
  await expect(list.range()).toHaveText('Mostrando 1–9 de 9');
  await expect(page).not.toHaveURL(/pagina=/);

  // A shared link with values that make no sense shows the defaults.
  await list.open(`?buscar=${prefix}&pagina=abc&filas=7`);
  await expect(list.range()).toHaveText('Mostrando 1–10 de 12');
  // The address keeps only what the screen shows, so a copied link carries no junk.
  await expect(page).toHaveURL(new RegExp(`/dashboard/clientes\\?buscar=${prefix}$`));
  // A search the server would refuse (a NUL character) reads as no search, not as a failed list.
  await list.open('?buscar=a%00b');
  await expect(page).toHaveURL(/\/dashboard\/clientes$/);
  await expect(list.range()).toContainText('Mostrando 1–');
  await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
});
