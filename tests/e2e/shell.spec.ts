import { expect, test } from './support/fixtures';
import { ShellPage } from './pages/shell-page';
import { signInThroughApi } from './support/app-api';

test('the chosen theme is applied and survives a reload', async ({ page, seed, signIn, shell }) => {
  const user = await seed.user();
  await signIn(user);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await shell.chooseTheme('Hueso');
  await expect(html).toHaveAttribute('data-theme', 'bone');
  const boneBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(boneBackground).not.toBe(darkBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'bone');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('bone');
  await page.screenshot({ path: 'test-results/screens/dashboard-bone.png', fullPage: true });
});

test('the sidebar collapses to icons on a desktop and every section opens', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user();
  await signIn(user);
  await page.getByRole('button', { name: 'Contraer menú lateral' }).click();
  await expect(shell.nav().getByText('Clientes', { exact: true })).toHaveCount(0);
  await shell.nav().getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/clientes$/);
  await expect(shell.heading()).toHaveText('Clientes');
  await page.getByRole('button', { name: 'Expandir menú lateral' }).click();
  await shell.nav().getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByText('La Tienda estará disponible muy pronto.')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/tienda-desktop.png' });
});

test('on a phone the sidebar is a drawer and nothing overflows the screen', async ({ browser, seed }) => {
  const user = await seed.user();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInThroughApi(page, user);
  await page.goto('/dashboard');
  const phoneShell = new ShellPage(page);
  await expect(page.getByRole('heading', { name: `Hola, ${user.full_name}` })).toBeVisible();
  await expect(phoneShell.nav()).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/dashboard-phone.png', fullPage: true });

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(phoneShell.nav()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/drawer-phone.png' });
  await phoneShell.nav().getByRole('link', { name: 'Cuentas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cuentas$/);
  await expect(phoneShell.nav()).toBeHidden();
  await expect(phoneShell.heading()).toHaveText('Cuentas');
  await context.close();
});

test('a user without dashboard access lands on the first section allowed and sees Acceso Denegado elsewhere', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user({ can_access_dashboard: 0, can_access_tienda: 0, can_access_movimientos: 0 });
  await signIn(user);
  await expect(page).toHaveURL(/\/dashboard\/cuentas$/);
  await shell.nav().getByRole('link', { name: 'Movimientos' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await shell.nav().getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/access-denied.png' });
  await shell.nav().getByRole('link', { name: 'Panel de Control' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cuentas$/);
});

test('the fallback prefers tienda, then movimientos; quick actions follow the permissions', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const tiendaUser = await seed.user({ can_access_dashboard: 0 });
  await signIn(tiendaUser);
  await expect(page).toHaveURL(/\/dashboard\/tienda$/);
  await shell.logout();

  const movementsUser = await seed.user({ can_access_dashboard: 0, can_access_tienda: 0 });
  await signIn(movementsUser);
  await expect(page).toHaveURL(/\/dashboard\/movimientos$/);
  await expect(page.getByRole('heading', { name: 'Listado de Movimientos' })).toBeVisible();
  await shell.logout();

  const noMovements = await seed.user({ can_access_movimientos: 0 });
  await signIn(noMovements);
  await expect(page.getByRole('button', { name: 'Nuevo Cliente' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver Movimientos' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Nuevo Servicio' }).click();
  await expect(page).toHaveURL(/\/dashboard\/servicios$/);
});

test("a permission an admin takes away applies on the user's next click, not a minute later", async ({
  page,
  seed,
  signIn,
  shell,
  database,
}) => {
  const user = await seed.user({ can_access_dashboard: 1, can_access_tienda: 1 });
  await signIn(user);
  await expect(page.getByRole('heading', { name: `Hola, ${user.full_name}` })).toBeVisible();
  await shell.nav().getByRole('link', { name: 'Servicios' }).click();
  await expect(shell.heading()).toHaveText('Servicios');

  // An admin takes Panel de Control and Tienda away while the user works.
  await database.db
    .updateTable('users')
    .set({ can_access_dashboard: 0, can_access_tienda: 0 })
    .where('id', '=', user.id)
    .execute();
  await shell.nav().getByRole('link', { name: 'Tienda' }).click();
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await shell.nav().getByRole('link', { name: 'Panel de Control' }).click();
  // No Panel any more: the user lands on the first section still allowed.
  await expect(page).toHaveURL(/\/dashboard\/movimientos$/);
});

test("a first visit to a screen's address fetches its code at once, each file once", async ({
  browser,
  seed,
}) => {
  // The server answers /dashboard/cuentas with a copy of index.html that preloads the shell's and
  // Cuentas' chunks (scripts/route-pages.mjs, issue 23's phone): they download with the entry
  // instead of after it has run, and a preload the page then imports is not fetched a second time.
  const user = await seed.user();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughApi(page, user);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/dashboard/cuentas');
  const html = await response!.text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  await expect(page.getByRole('heading', { name: 'Listado de Cuentas' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new Set(scripts).size).toBe(scripts.length);
  const cuentas = scripts.find((s) => /\/assets\/cuentas-[\w-]+\.js$/.test(s));
  const layout = scripts.find((s) => /\/assets\/app-layout-[\w-]+\.js$/.test(s));
  expect(preloaded).toEqual(expect.arrayContaining([cuentas, layout]));
  // Everything the screen needed to draw was in the page's own preloads (or is the entry).
  expect(scripts.filter((s) => s !== entry && !preloaded.includes(s))).toEqual([]);
  await context.close();
});
