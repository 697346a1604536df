import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { LoginPage } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { closeSeed, createUser, endSessions, notify, setUser } from './support/seed';

test.afterAll(closeSeed);

test('unauthenticated visitors are sent to /login from any path', async ({ page }) => {
  for (const path of ['/', '/dashboard', '/dashboard/clientes', '/admin/users', '/no-existe']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(
    page.getByText('¿Olvidaste tu contraseña? Contacta al administrador del sistema.'),
  ).toBeVisible();
});

test('empty fields and bad credentials get the Spanish messages', async ({ page }) => {
  const login = new LoginPage(page);
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

test('the password field shows and hides what was typed', async ({ page }) => {
  const login = new LoginPage(page);
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
}) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
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

test('a non-admin is sent from /admin to /dashboard and never sees Usuarios', async ({ page }) => {
  const user = await createUser();
  await new LoginPage(page).signInAs(user);
  const shell = new ShellPage(page);
  await expect(page.getByRole('heading', { name: `Hola, ${user.full_name}` })).toBeVisible();
  await expect(shell.nav().getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired user cannot sign in', async ({ page }) => {
  const user = await createUser({ expiry_date: '2020-01-01' });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.username, user.password);
  await expect(login.error()).toHaveText('Tu usuario ha expirado. Contacta al administrador.');
});

test('a user whose expiry date passes is sent to /login on their next request', async ({ page }) => {
  const user = await createUser();
  await notify(user.id, 'Revisa las cuentas de hoy');
  await new LoginPage(page).signInAs(user);
  const shell = new ShellPage(page);
  await expect(shell.badge()).toHaveText('1');
  await setUser(user.id, { expiry_date: '2020-01-01' });
  await shell.bell().click();
  await page.getByRole('button', { name: /Revisa las cuentas de hoy/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha expirado. Inicia sesión de nuevo.');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('when the session ends mid-work the login says so and returns to the same screen', async ({ page }) => {
  const user = await createUser();
  await new LoginPage(page).signInAs(user);
  await page.goto('/dashboard/clientes');
  await expect(page.getByRole('heading', { name: 'Listado de Clientes' })).toBeVisible();
  await endSessions(user.id);
  await page.getByRole('button', { name: 'Nuevo Cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
  await dialog.getByLabel('Nombre').fill('Cliente perdido');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha expirado. Inicia sesión de nuevo.');
  const login = new LoginPage(page);
  await login.signIn(user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard\/clientes$/);
});
