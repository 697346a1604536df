import { expect, test } from './support/fixtures';
import { ClientsPage } from './pages/clients-page';
import { E2E_ADMIN } from '../../playwright.config';

test('unauthenticated visitors are sent to /login from any path', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/dashboard/clientes', '/admin/users', '/no-existe']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(
    page.getByText('¿Olvidaste tu contraseña? Contacta al administrador del sistema.'),
  ).toBeVisible();
});

test('empty fields and bad credentials get the Spanish messages', async ({ page, loginPage }) => {
  const login = loginPage;
  await login.goto();
  await login.submit().click();
  await expect(login.error()).toHaveText('Por favor, completa todos los campos');

  await login.username().fill('admin');
  await login.submit().click();
  await expect(login.error()).toHaveText('Por favor, completa todos los campos');

  await login.signIn('admin', 'no-es-la-clave');
  await expect(login.error()).toHaveText('Usuario o contraseña incorrectos');
  await expect(page).toHaveURL(/\/login$/);
});

test('the password field shows and hides what was typed', async ({ page, loginPage }) => {
  const login = loginPage;
  await login.goto();
  await login.password().fill('secreto');
  await expect(login.password()).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
  await expect(login.password()).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(login.password()).toHaveAttribute('type', 'password');
});

test('the admin signs in, sees the Panel de Control, is kept away from /login and logs out', async ({
  page,
  shell,
  loginPage,
}) => {
  const login = loginPage;
  await login.goto();
  await login.signIn(E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.heading()).toHaveText('Panel de Control');
  await expect(page.getByRole('heading', { name: 'Hola, Administrador' })).toBeVisible();
  for (const label of ['Clientes', 'Servicios', 'Cuentas', 'Movimientos']) {
    await expect(page.getByRole('list', { name: 'Totales' }).getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('total-clients')).toHaveText(/^\d+$/);
  for (const action of ['Nuevo Cliente', 'Nuevo Servicio', 'Nueva Cuenta', 'Ver Movimientos']) {
    await expect(page.getByRole('button', { name: action })).toBeVisible();
  }

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/cualquier/otra/ruta');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Usuarios is an admin route.
  await shell.nav().getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(shell.heading()).toHaveText('Usuarios');
  await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
  await shell.nav().getByRole('link', { name: 'Movimientos' }).click();
  await expect(page.getByRole('heading', { name: 'Listado de Movimientos' })).toBeVisible();

  await shell.logout();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a non-admin is sent from /admin to /dashboard and never sees Usuarios', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user();
  await signIn(user);
  await expect(page.getByRole('heading', { name: `Hola, ${user.full_name}` })).toBeVisible();
  await expect(shell.nav().getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired user cannot sign in', async ({ seed, loginPage }) => {
  const user = await seed.user({ expiry_date: '2020-01-01' });
  const login = loginPage;
  await login.goto();
  await login.signIn(user.username, user.password);
  await expect(login.error()).toHaveText('Tu usuario ha expirado. Contacta al administrador.');
});

test('a user whose expiry date passes is sent to /login on their next request', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user();
  await seed.notify(user.id, 'Revisa las cuentas de hoy');
  await signIn(user);
  await expect(shell.badge()).toHaveText('1');
  // The landing screen's other requests must be answered first: one still on its way when the
  // expiry lands would send the user to /login before the bell is clicked.
  await page.waitForLoadState('networkidle');
  await seed.setUser(user.id, { expiry_date: '2020-01-01' });
  await shell.bell().click();
  await page.getByRole('button', { name: /Revisa las cuentas de hoy/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha expirado. Inicia sesión de nuevo.');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('when the session ends mid-work the login says so and returns to the same screen', async ({
  page,
  seed,
  signIn,
  loginPage,
}) => {
  const user = await seed.user();
  await signIn(user);
  // The session ends once the screen has loaded: the shell's and the list's first requests are
  // answered (the shell mounts with the section's code, so they start together).
  const loaded = Promise.all([
    page.waitForResponse('**/api/notifications?*'),
    page.waitForResponse('**/api/clients?*'),
  ]);
  await new ClientsPage(page).open();
  await loaded;
  await seed.endSessions(user.id);
  await page.getByRole('button', { name: 'Nuevo Cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
  await dialog.getByLabel('Nombre').fill('Cliente perdido');
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha expirado. Inicia sesión de nuevo.');
  const login = loginPage;
  await login.signIn(user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard\/clientes$/);
});
