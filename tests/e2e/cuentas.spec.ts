import { addDays, monthsAsDays } from '../../src/shared/domain/expiry';
import { formatDisplayDate } from '../../src/shared/domain/business-time';
import { businessToday } from './support/app-api';
import { AFTER_RETRIES, expect, test, uniquePrefix } from './support/fixtures';

test('create an account: the service creates its free profiles; errors in Spanish', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  await seed.service({ name: `${prefix} Disney`, max_profiles: 3, price: 15000 });
  await seed.service({ name: `${prefix} Max`, max_profiles: 2 });
  await list.open();
  const dialog = await list.openNew();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Selecciona un servicio.');
  await dialog.getByLabel('Servicio').selectOption({ label: `${prefix} Disney` });
  await expect(dialog.getByText('Se crearán 3 perfiles libres.')).toBeVisible();
  // Perfil 1..3, all libre, named before Guardar: an empty name is refused in Spanish.
  for (const [i, name] of ['Perfil 1', 'Perfil 2', 'Perfil 3'].entries())
    await expect(dialog.getByLabel(`Nombre del perfil ${i + 1}`)).toHaveValue(name);
  await dialog.getByLabel('Nombre del perfil 3').fill('');
  await dialog.getByLabel('Usuario o correo').fill(`${prefix}@correo.com`);
  await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-secreta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El nombre del perfil es obligatorio.');
  await dialog.getByLabel('Nombre del perfil 3').fill('Niños');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña de la cuenta es obligatoria.');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-secreta');
  await dialog.getByLabel('Observación').fill('Cuenta principal de la tienda con una nota larga');
  await dialog.getByLabel('Costo del proveedor (COP)').fill('abc');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'El costo del proveedor debe ser un número entero de pesos, mayor o igual a 0.',
  );
  await dialog.getByLabel('Costo del proveedor (COP)').fill('20.000');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // All libre, it would sort last: the list shows it by its username instead.
  await list.expectToast(/Cuenta creada/);
  await expect(page).toHaveURL(new RegExp(`buscar=${prefix}%40correo.com`));
  await expect(page.getByRole('searchbox')).toHaveValue(`${prefix}@correo.com`);
  const row = list.row(`${prefix}@correo.com`);
  await expect(row).toContainText(`${prefix} Disney`);
  await expect(row).toContainText('clave-secreta');
  await expect(row.getByTitle('Cuenta principal de la tienda con una nota larga')).toBeVisible();
  for (const name of ['Perfil 1', 'Perfil 2', 'Niños']) {
    await expect(list.profile(row, name)).toHaveAttribute('data-status', 'libre');
  }

  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cuenta' });
  // Editar Cuenta shows the account's profiles as they are.
  await expect(edit.getByTestId('account-current-profiles')).toHaveText(
    /Perfil 1 · Libre.*Perfil 2 · Libre.*Niños · Libre/,
  );
  await expect(edit.getByLabel('Costo del proveedor (COP)')).toHaveValue('20000');
  await edit.getByLabel('Contraseña', { exact: true }).fill('clave-nueva');
  // Another service replaces the profiles: said before Guardar.
  await edit.getByLabel('Servicio').selectOption({ label: `${prefix} Max` });
  await expect(
    edit.getByText('Al cambiar de servicio, sus 3 perfiles actuales se reemplazarán por 2 perfiles libres.'),
  ).toBeVisible();
  await edit.getByLabel('Servicio').selectOption({ label: `${prefix} Disney` });
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(list.row(`${prefix}@correo.com`)).toContainText('clave-nueva');

  // A free account is deleted after confirming.
  await list.rowMenu(list.row(`${prefix}@correo.com`), 'Eliminar');
  await list.confirmDelete('¿Estás seguro de que deseas eliminar esta cuenta?');
  await list.expectToast('Cuenta eliminada correctamente');
  await expect(page.getByText('Ninguna cuenta coincide con la búsqueda o los filtros.')).toBeVisible();
});

test('assign a free profile: the access info is copied, then edit, renew and free it', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
  await seed.client({ name: `${prefix} Laura Revende`, phone: '+573001112233', type: 'revendedor' });
  await seed.account(service.id, { username: `${prefix}@netflix.com`, password: 'pw-123' });
  const today = await businessToday(page);
  await list.open(`?buscar=${prefix}`);
  const row = list.row(`${prefix}@netflix.com`);

  const assign = await list.openFreeProfile(row, 'Perfil 1');
  await expect(assign.price()).toHaveValue('20000');
  await expect(assign.expiry()).toHaveValue(addDays(today, 30));
  // Spec section 5: Asignar is disabled with no client or a bad PIN, and says why.
  const assignButton = assign.assignButton();
  await expect(assignButton).toBeDisabled();
  await expect(assign.status()).toHaveText('Selecciona un cliente para asignar el perfil');

  // Found by phone digits, picked with a tap; a revendedor is offered 80 % with one click.
  await assign.chooseClient('300 111 2233', `${prefix} Laura Revende`);
  await expect(assignButton).toBeEnabled();
  await assign.root.getByRole('button', { name: /Usar precio de revendedor/ }).click();
  await expect(assign.price()).toHaveValue('16000');
  await assign.pin().fill('12a4');
  await expect(assign.status()).toHaveText('Solo se permiten números');
  await expect(assignButton).toBeDisabled();
  await assign.pin().fill('123');
  await expect(assign.status()).toHaveText('El PIN debe tener entre 4 y 6 dígitos');
  await expect(assignButton).toBeDisabled();
  await assign.pin().fill('1234');
  await assign.assign();

  const expiry = formatDisplayDate(addDays(today, 30));
  const info = [
    `Servicio: ${prefix} Netflix`,
    `Usuario: ${prefix}@netflix.com`,
    'Contraseña: pw-123',
    'Perfil: Perfil 1',
    'PIN: 1234',
    `Vence: ${expiry}`,
  ].join('\n');
  await expect(assign.accessInfo()).toHaveValue(info);
  await expect(assign.root.getByText('Información copiada al portapapeles')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info);
  await assign.close();
  await expect(list.profile(row, 'Perfil 1')).toHaveAttribute('data-status', 'ocupado');
  await expect(list.profile(row, 'Perfil 1')).toHaveAttribute(
    'title',
    new RegExp(`Laura Revende[\\s\\S]*PIN: 1234[\\s\\S]*30 días restantes`),
  );

  // Editar Perfil: a new PIN and a colour.
  await list.profile(row, 'Perfil 1').click();
  const edit = page.getByRole('dialog', { name: 'Editar Perfil' });
  await expect(edit.getByTestId('picked-client')).toContainText('Laura Revende');
  await edit.getByLabel('PIN').fill('5678');
  // Copiar Info copies what is on screen, before it is saved.
  await expect(edit.getByLabel('Información de acceso')).toHaveValue(/PIN: 5678/);
  await edit.getByRole('button', { name: 'Color #db2777' }).click();
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await list.expectToast('Perfil actualizado correctamente');
  await expect(list.profile(row, 'Perfil 1')).toHaveAttribute('title', /PIN: 5678/);
  // The chosen colour overrides the automatic green.
  await expect(list.profile(row, 'Perfil 1')).toHaveCSS('border-color', 'rgb(219, 39, 119)');

  // Renovar one month from the current expiry.
  await list.profile(row, 'Perfil 1').click();
  await edit.getByRole('button', { name: 'Copiar Info' }).click();
  await expect(edit.getByText('Información copiada al portapapeles')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/PIN: 5678/);
  // The price follows the period (the profile's 16 000 a month); the new date is shown and the
  // money confirmed before it is recorded.
  await edit.getByLabel('Periodo').selectOption({ label: '3 meses' });
  await expect(edit.getByLabel('Precio de la renovación (COP)')).toHaveValue('48000');
  await edit.getByLabel('Periodo').selectOption({ label: '1 mes' });
  await expect(edit.getByLabel('Precio de la renovación (COP)')).toHaveValue('16000');
  // One calendar month from the current expiry (today + 30), not from today.
  const current = addDays(today, 30);
  const renewed = addDays(current, monthsAsDays(current, today, 1));
  await expect(edit.getByText(`Nuevo vencimiento: ${formatDisplayDate(renewed)}`)).toBeVisible();
  await edit.getByRole('button', { name: 'Renovar' }).click();
  await expect(edit.getByText(/^Se registrará una renovación de \$\s16\.000/)).toBeVisible();
  await edit.getByRole('button', { name: 'Sí, renovar' }).click();
  await expect(edit).toBeHidden();
  await list.expectToast(`Perfil renovado hasta el ${formatDisplayDate(renewed)}`);

  // Liberar after confirming: free again, no client.
  await list.profile(row, 'Perfil 1').click();
  await edit.getByRole('button', { name: 'Liberar' }).click();
  await edit.getByRole('button', { name: 'Sí, liberar' }).click();
  await expect(edit).toBeHidden();
  await expect(list.profile(row, 'Perfil 1')).toHaveAttribute('data-status', 'libre');
});

test('an expirado profile cannot be edited but can be freed; a busy account cannot be deleted; compensate and history', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Max` });
  const client = await seed.client({ name: `${prefix} Pedro` });
  const today = await businessToday(page);
  await seed.account(service.id, { username: `${prefix}@max.com` }, [
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 10) },
    { status: 'expirado' },
  ]);
  await list.open(`?buscar=${prefix}`);
  const row = list.row(`${prefix}@max.com`);

  await list.profile(row, 'Perfil 2').click();
  const blocked = page.getByRole('dialog', { name: 'Perfil expirado' });
  await expect(blocked.getByRole('status')).toHaveText(
    'Este perfil está expirado. Solo se pueden editar perfiles ocupados.',
  );
  await page.keyboard.press('Escape');
  await expect(blocked).toBeHidden();

  await list.rowMenu(row, 'Eliminar');
  const confirm = await list.confirmDelete('¿Estás seguro de que deseas eliminar esta cuenta?');
  await expect(confirm.getByRole('alert')).toHaveText(
    'No se puede eliminar la cuenta: tiene 1 perfil ocupado. Libera sus perfiles primero.',
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();

  await list.rowMenu(row, 'Compensar días');
  const compensate = page.getByRole('dialog', { name: 'Compensar días' });
  await compensate.getByRole('button', { name: 'Compensar' }).click();
  await expect(compensate.getByRole('alert')).toHaveText(
    'Los días a compensar deben ser un número entero entre 1 y 60.',
  );
  await compensate.getByLabel('Días').fill('3');
  await compensate.getByLabel('Motivo').fill('Caída del servicio');
  await compensate.getByRole('button', { name: 'Compensar' }).click();
  await expect(compensate).toBeHidden();
  await list.expectToast('Se compensó 1 perfil');
  await expect(list.profile(row, 'Perfil 1')).toHaveAttribute('title', /13 días restantes/);

  await list.rowMenu(row, 'Historial');
  const history = page.getByRole('dialog', { name: /^Historial de/ });
  await expect(history.getByText('Compensación')).toBeVisible();
  await expect(history.getByText(/Caída del servicio/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The ways out of expirado: sell it again (Asignar Perfil) or Liberar, after confirming.
  await list.profile(row, 'Perfil 2').click();
  await blocked.getByRole('button', { name: 'Vender de nuevo' }).click();
  const assign = list.assignDialog();
  await expect(assign.root).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(assign.root).toBeHidden();
  await list.profile(row, 'Perfil 2').click();
  await blocked.getByRole('button', { name: 'Liberar' }).click();
  await blocked.getByRole('button', { name: 'Sí, liberar' }).click();
  await expect(blocked).toBeHidden();
  await list.expectToast('Perfil liberado');
  await expect(list.profile(row, 'Perfil 2')).toHaveAttribute('data-status', 'libre');
});

test('filters and search live in the URL; hide and show an account', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const netflix = await seed.service({ name: `${prefix} Netflix` });
  const spotify = await seed.service({ name: `${prefix} Spotify` });
  const client = await seed.client({ name: `${prefix} Ana` });
  const today = await businessToday(page);
  await seed.account(netflix.id, { username: `${prefix}-libre@n.com`, observation: 'Pantalla Niños' });
  await seed.account(netflix.id, { username: `${prefix}-vence@n.com` }, [
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 2) },
  ]);
  await seed.account(spotify.id, { username: `${prefix}-spot@s.com` });

  await list.open();
  await list.search(prefix);
  await expect(list.rows()).toHaveCount(3);
  // Expired and near expiry first.
  await expect(list.rows().first()).toContainText(`${prefix}-vence@n.com`);
  await list.filterService(`${prefix} Netflix`);
  await expect(list.rows()).toHaveCount(2);
  await list.filterStatus('Próximos a expirar');
  await expect(list.rows()).toHaveCount(1);
  await expect(page).toHaveURL(/servicio=\d+/);
  await expect(page).toHaveURL(/perfiles=expiring/);

  await page.reload();
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(`${prefix}-vence@n.com`)).toBeVisible();
  await expect(page.getByLabel('Estado de los perfiles')).toHaveValue('expiring');
  await expect(page.getByRole('searchbox')).toHaveValue(prefix);

  await list.filterStatus('Todos los perfiles');
  await list.filterService('Todos los servicios');
  // Observations are searched too, ignoring case and accents.
  await list.search('pantalla ninos');
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(`${prefix}-libre@n.com`)).toBeVisible();

  await list.rowMenu(list.row(`${prefix}-libre@n.com`), 'Ocultar');
  await list.expectToast('Cuenta ocultada');
  const noMatch = page.getByText('Ninguna cuenta coincide con la búsqueda o los filtros.');
  await expect(noMatch).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar cuentas ocultas' }).click();
  await expect(page).toHaveURL(/ocultas=only/);
  await expect(page.getByRole('button', { name: 'Solo cuentas ocultas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await list.rowMenu(list.row(`${prefix}-libre@n.com`), 'Mostrar');
  await list.expectToast('Cuenta visible de nuevo');
  await expect(noMatch).toBeVisible();
  await page.getByRole('button', { name: 'Solo cuentas ocultas' }).click();
  await expect(list.row(`${prefix}-libre@n.com`)).toBeVisible();

  // Supplier payment due within 5 days: its own filter, kept in the URL.
  await seed.account(spotify.id, {
    username: `${prefix}-pagar@s.com`,
    provider_cost: 20000,
    provider_renewal_date: addDays(today, 3),
  });
  await list.search(prefix);
  // The box follows the URL, which follows the click: click, then expect it checked.
  await page.getByLabel('Pago al proveedor por vencer').click();
  await expect(page.getByLabel('Pago al proveedor por vencer')).toBeChecked();
  await expect(page).toHaveURL(/proveedor=true/);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(`${prefix}-pagar@s.com`)).toContainText('Pago al proveedor por vencer');
});

test('the empty state offers the first account; a failed load offers to try again', async ({
  page,
  accountsPage: list,
}) => {
  await list.open(`?buscar=${uniquePrefix()}`);
  await expect(page.getByText('Ninguna cuenta coincide con la búsqueda o los filtros.')).toBeVisible();
  await list.failLoadThenRetry();

  // Without filters, a shop with no accounts at all is offered its first one.
  await page.route('**/api/accounts?*', (route) =>
    route.fulfill({
      json: {
        accounts: [],
        pagination: {
          currentPage: 1,
          totalPages: 0,
          totalCount: 0,
          limit: 10,
          hasNextPage: false,
          hasPrevPage: false,
        },
      },
    }),
  );
  await list.open();
  await page.getByRole('button', { name: 'Crear la primera cuenta' }).click();
  await expect(list.dialog('Nueva Cuenta')).toBeVisible();
});

test('without the business date the list says it failed and retries, never a blank table', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix` });
  await seed.account(service.id, { username: `${prefix}@netflix.com` });
  let fail = true;
  await page.route('**/api/config', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'x' } }) : route.fallback(),
  );
  await list.open(`?buscar=${prefix}`);
  const failure = page.getByRole('alert').filter({ hasText: 'Error al cargar las cuentas' });
  await expect(failure).toBeVisible(AFTER_RETRIES);
  fail = false;
  await failure.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(list.row(`${prefix}@netflix.com`)).toBeVisible();
});

test('desktop and phone screenshots; on a phone a profile is assigned with a thumb', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, max_profiles: 5 });
  const client = await seed.client({ name: `${prefix} Camila Torres`, phone: '+573004445566' });
  const today = await businessToday(page);
  await seed.account(
    service.id,
    { username: `${prefix}-uno@netflix.com`, observation: 'Pago trimestral al proveedor' },
    [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, -1), pin: '1111' },
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 3) },
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 20), color: '#7c3aed' },
      { status: 'libre' },
      { status: 'expirado' },
    ],
  );
  await seed.account(service.id, { username: `${prefix}-dos@netflix.com` }, [{}, {}, {}, {}]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await list.open(`?buscar=${prefix}`);
  await expect(list.rows()).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/accounts.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await list.open(`?buscar=${prefix}`);
  await expect(list.rows()).toHaveCount(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/accounts-phone.png', fullPage: true });
  // The account column and the actions both stay on screen on a phone: no profile may sit under
  // the actions, where it can be neither seen nor tapped (a 360 px phone hid two of five).
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const first = list.row(`${prefix}-uno@netflix.com`);
    const chips = first.getByRole('button', { name: /^Perfil \d/ });
    await expect(chips).toHaveCount(5);
    for (const chip of await chips.all()) {
      await chip.scrollIntoViewIfNeeded();
      expect(
        await chip.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const corner = document.elementFromPoint(box.right - 2, box.top + box.height / 2);
          return el.contains(corner);
        }),
      ).toBe(true);
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });

  const row = list.row(`${prefix}-dos@netflix.com`);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  const chip = list.profile(row, 'Perfil 1');
  // Big enough for a thumb.
  expect((await chip.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  await chip.click();
  const assign = list.assignDialog();
  await assign.chooseClient('Camila', `${prefix} Camila Torres`);
  await page.screenshot({ path: 'test-results/screens/accounts-assign-phone.png' });
  await assign.assign();
  // This browser refuses the clipboard: the spec's alert, and the text is there to copy by hand.
  await expect(assign.alert()).toHaveText(
    'No se pudo copiar la información automáticamente. Cópiala manualmente desde el cuadro de texto.',
  );
  await expect(assign.accessInfo()).toHaveValue(/Perfil: Perfil 1/);
});

test('losing a simultaneous sale says so and the list shows the profile as sold at once', async ({
  page,
  seed,
  database,
  accountsPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney`, price: 15000 });
  await seed.client({ name: `${prefix} Ana Pérez` });
  const rival = await seed.client({ name: `${prefix} Beto Ruiz` });
  const account = await seed.account(service.id, { username: `${prefix}@disney.com` });
  const today = await businessToday(page);
  await list.open(`?buscar=${prefix}`);
  const row = list.row(`${prefix}@disney.com`);

  const assign = await list.openFreeProfile(row, 'Perfil 1');
  await assign.chooseClient(`${prefix} Ana`, `${prefix} Ana Pérez`);
  // Another member of staff sells the same profile first.
  await database.db
    .updateTable('profiles')
    .set((eb) => ({
      status: 'ocupado',
      client_id: rival.id,
      expiry_date: addDays(today, 30),
      version: eb('version', '+', 1),
    }))
    .where('account_id', '=', account.id)
    .where('name', '=', 'Perfil 1')
    .execute();
  await assign.assign();
  await expect(assign.alert()).toHaveText(
    'Este perfil ya fue asignado por otra persona. La lista ya muestra a quién; elige otro perfil libre.',
  );
  // Trying again would only fail again.
  await expect(assign.assignButton()).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(list.profile(row, 'Perfil 1')).toHaveAccessibleName(
    new RegExp(`Perfil 1 · Ocupado, Cliente: ${prefix} Beto Ruiz`),
  );
});
