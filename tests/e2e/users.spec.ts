import { formatCop } from '../../src/shared/domain/money';
import { AFTER_RETRIES, expect, test, uniquePrefix } from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';
import { LoginPage } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { UsersPage } from './pages/users-page';

test('an admin creates a Cuentas-only user, who sees exactly that, gets a broadcast, and is locked out by expiry', async ({
  page,
  browser,
  seed,
  signIn,
}) => {
  // Two browsers, three forms and a sign-in: 15-20 s alone, and it ran out of 30 s beside the
  // other worker on a slower machine.
  test.setTimeout(60_000);
  const owner = await seed.user({ role: 'admin', full_name: 'Dueña Tienda' });
  await signIn(owner);
  const users = new UsersPage(page);
  await users.openFromNav();
  const table = users.table();
  await expect(table.locator('tr', { hasText: owner.username })).toContainText('(Tú)');

  const username = `op${uniquePrefix()}`;
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, completa todos los campos obligatorios');
  await form.getByLabel('Usuario', { exact: true }).fill(username);
  await form.getByLabel('Contraseña', { exact: true }).fill('123');
  await form.getByLabel('Nombre Completo').fill('Pedro Operador');
  await form.getByLabel('Email').fill('pedro@tienda');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('alert')).toHaveText('La contraseña debe tener al menos 6 caracteres');
  await form.getByLabel('Contraseña', { exact: true }).fill('clave123');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Formato de email inválido');
  await form.getByLabel('Email').fill('pedro@tienda.co');
  for (const flag of ['Panel de Control', 'Movimientos', 'Tienda']) await form.getByLabel(flag).uncheck();
  await page.screenshot({ path: 'test-results/screens/user-form.png' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('status')).toHaveText('Usuario creado correctamente');
  await expect(form).toBeHidden({ timeout: 5_000 });
  const row = table.locator('tr', { hasText: username });
  await expect(row).toContainText('Pedro Operador');
  await expect(row).toContainText('Usuario');
  await expect(row).toContainText('Nunca');

  // The new user, in a browser of their own.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await new LoginPage(other).signInAs({ username, password: 'clave123' });
  await expect(other).toHaveURL(/\/dashboard\/cuentas$/);
  const otherShell = new ShellPage(other);
  await expect(otherShell.nav().getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  for (const section of ['Movimientos', 'Tienda']) {
    await otherShell.nav().getByRole('link', { name: section }).click();
    await expect(other.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  }
  await otherShell.nav().getByRole('link', { name: 'Clientes' }).click();
  await expect(other.getByRole('heading', { name: 'Listado de Clientes' })).toBeVisible();
  await other.goto('/admin/users');
  await expect(other).toHaveURL(/\/dashboard\/cuentas$/);

  // A broadcast reaches their bell.
  const message = `Inventario a las 6 pm ${uniquePrefix()}`;
  await page.getByRole('button', { name: 'Enviar Notificación' }).click();
  const broadcast = page.getByRole('dialog', { name: 'Enviar Notificación' });
  await broadcast.getByRole('button', { name: 'Enviar' }).click();
  await expect(broadcast.getByRole('alert')).toHaveText('Por favor, ingresa un mensaje para la notificación');
  await broadcast.getByLabel('Mensaje').fill(message);
  await broadcast.getByRole('button', { name: 'Enviar' }).click();
  await expect(broadcast.getByRole('status')).toHaveText(
    'Notificación enviada correctamente a todos los usuarios',
  );
  await other.reload();
  await expect(otherShell.badge()).toHaveText('1');
  await otherShell.bell().click();
  await expect(other.getByRole('list', { name: 'Notificaciones' })).toContainText(message);
  await expect(other.getByRole('list', { name: 'Notificaciones' })).toContainText('Dueña Tienda');
  await other.keyboard.press('Escape');

  // The admin sets an expiry date in the past: the user's next request sends them to /login.
  await row.getByRole('button', { name: `Editar ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuario' });
  await expect(edit.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
  await edit.getByLabel('Fecha de expiración').fill('2024-01-31');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByRole('status')).toHaveText('Usuario actualizado correctamente');
  await expect(edit).toBeHidden({ timeout: 5_000 });
  await expect(row).toHaveAttribute('data-expired', 'true');
  await expect(row).toContainText('31/01/2024');
  await page.screenshot({ path: 'test-results/screens/users.png' });

  await otherShell.nav().getByRole('link', { name: 'Servicios' }).click();
  await expect(other).toHaveURL(/\/login$/);
  const login = new LoginPage(other);
  await login.signIn(username, 'clave123');
  await expect(login.error()).toHaveText('Tu usuario ha expirado. Contacta al administrador.');
  await otherContext.close();
});

test('an admin cannot delete themselves, deletes others after confirming, and sets a password', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const owner = await seed.user({ role: 'admin' });
  const victim = await seed.user({ full_name: 'Para Borrar' });
  const target = await seed.user({ full_name: 'Nueva Clave' });
  await signIn(owner);
  const users = new UsersPage(page);
  await users.openFromNav();
  const table = users.table();

  await table.getByRole('button', { name: `Eliminar ${owner.username}` }).click();
  await expect(page.getByRole('alert')).toHaveText('No puedes eliminar tu propia cuenta');

  await table.getByRole('button', { name: `Eliminar ${victim.username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar eliminación' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este usuario?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(table.locator('tr', { hasText: victim.username })).toHaveCount(0);

  await table.getByRole('button', { name: `Cambiar contraseña de ${target.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cambiar contraseña de ${target.username}` });
  await dialog.getByLabel('Nueva contraseña').fill('nueva123');
  await dialog.getByLabel('Confirmar contraseña').fill('otra123');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Las contraseñas no coinciden');
  await dialog.getByLabel('Confirmar contraseña').fill('nueva123');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Contraseña actualizada correctamente');
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await shell.logout();
  await signIn({ username: target.username, password: 'nueva123' });
});

test('an admin editing themselves sees the change at once in the user menu', async ({
  page,
  seed,
  shell,
  signIn,
}) => {
  const owner = await seed.user({ role: 'admin', full_name: 'Nombre Viejo' });
  await signIn(owner);
  const users = new UsersPage(page);
  await users.openFromNav();
  const table = users.table();
  await table.getByRole('button', { name: `Editar ${owner.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuario' });
  await edit.getByLabel('Nombre Completo').fill('Nombre Nuevo Admin');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByRole('status')).toHaveText(
    'Tu perfil ha sido actualizado correctamente. Los cambios se reflejan inmediatamente',
  );
  await expect(edit).toBeHidden({ timeout: 5_000 });
  await shell.userMenuButton().click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Nombre Nuevo Admin');
});

test('the first admin from the environment can sign in and manage users', async ({ page, signIn }) => {
  await signIn(E2E_ADMIN);
  const users = new UsersPage(page);
  await users.openFromNav();
  const table = users.table();
  await expect(table.locator('tr', { hasText: E2E_ADMIN.username }).first()).toContainText('Administrador');
});

test('a failed load of the users says so and retries', async ({ usersPage }) => {
  await usersPage.open();
  await usersPage.failLoadThenRetry();
  await expect(usersPage.table()).toBeVisible();
});

test('the statistics of a user: count and sum by type and their movements, by day, month or year', async ({
  page,
  seed,
  usersPage,
}) => {
  const cop = (pesos: number) => formatCop(pesos).replace(/\s/g, ' ');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const staff = await seed.user({ full_name: 'Sofía Vendedora' });
  const by = { created_by: staff.id, created_by_name: 'Sofía Vendedora' };
  await seed.movement({ ...by, date: today, type: 'venta', amount: 15000, client_name: 'Ana Gómez' });
  await seed.movement({ ...by, date: today, type: 'cancelacion', amount: 5000, client_name: 'Luis Mora' });
  await seed.movement({ ...by, date: `${year - 3}-02-10`, type: 'renovacion', amount: 20000 });

  await usersPage.open();
  await usersPage
    .userRow(staff.username)
    .getByRole('button', { name: `Estadísticas de ${staff.username}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Estadísticas de Sofía Vendedora' });
  // This month by default.
  await expect(dialog.getByRole('combobox', { name: 'Año' })).toHaveValue(String(year));
  await expect(dialog.getByRole('combobox', { name: 'Mes' })).toHaveValue(String(month));
  const line = (type: string) => dialog.locator(`tr[data-type="${type}"]`);
  await expect(line('venta')).toHaveText(`Venta1${cop(15000)}`);
  await expect(line('renovacion')).toHaveText(`Renovación0${cop(0)}`);
  await expect(line('cancelacion')).toHaveText(`Cancelación1${cop(5000)}`);
  await expect(line('total')).toHaveText(`Total (ingresos)2${cop(10000)}`);
  const movements = dialog.getByRole('table', { name: 'Movimientos' }).locator('tbody tr');
  await expect(movements).toHaveCount(2);
  await expect(movements.filter({ hasText: 'Ana Gómez' })).toContainText(cop(15000));
  await page.screenshot({ path: 'test-results/screens/movements-user-stats.png' });

  await dialog.getByRole('combobox', { name: 'Día' }).selectOption(String(day));
  await expect(line('total')).toHaveText(`Total (ingresos)2${cop(10000)}`);
  await dialog.getByRole('combobox', { name: 'Año' }).selectOption({ label: 'Todos los años' });
  await expect(dialog.getByRole('combobox', { name: 'Mes' })).toBeDisabled();
  await expect(line('renovacion')).toHaveText(`Renovación1${cop(20000)}`);
  await expect(line('total')).toHaveText(`Total (ingresos)3${cop(30000)}`);
  await expect(movements).toHaveCount(3);

  // A failed load says the spec's text, and Intentar de nuevo loads it.
  let failing = true;
  await page.route('**/api/movements/user/**', (route) =>
    failing ? route.fulfill({ status: 500, json: { error: 'x' } }) : route.continue(),
  );
  await dialog.getByRole('combobox', { name: 'Año' }).selectOption(String(year - 3));
  await expect(dialog.getByText('Error al obtener movimientos del usuario.')).toBeVisible(AFTER_RETRIES);
  failing = false;
  await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(line('total')).toHaveText(`Total (ingresos)1${cop(20000)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(movements).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/movements-user-stats-phone.png' });
});
