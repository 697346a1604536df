import AxeBuilder from '@axe-core/playwright';
import { businessToday } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { insertPlan } from '../factories/plan.factory';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Every screen passes axe-core's WCAG 2.1 AA rules with no violation (the developers' guide):
// each one is opened with data on it, on a desktop and at phone width, once its content has
// loaded, and scanned. A new screen goes in SCREENS.
const SCREENS = [
  { name: 'Panel de Control', path: '/dashboard' },
  { name: 'Avisos', path: '/dashboard/avisos' },
  { name: 'Tienda', path: '/dashboard/tienda' },
  { name: 'Movimientos', path: '/dashboard/movimientos' },
  { name: 'Informe de renovaciones', path: '/dashboard/informes/renovaciones' },
  { name: 'Cuentas', path: '/dashboard/cuentas' },
  { name: 'Clientes', path: '/dashboard/clientes' },
  { name: 'Servicios', path: '/dashboard/servicios' },
  { name: 'Usuarios', path: '/admin/users' },
  { name: 'Importar', path: '/admin/import' },
  { name: 'Revisión de datos', path: '/admin/import/revision' },
  { name: 'Auditoría', path: '/admin/audit' },
  { name: 'Ajustes', path: '/admin/settings' },
] as const;

const VIEWPORTS = [
  { name: 'escritorio', size: { width: 1280, height: 800 } },
  { name: 'teléfono', size: { width: 390, height: 844 } },
] as const;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations of the page as it is now, one readable line each (rule, impact, where). */
async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Waits until no loading indicator is left in the main content. */
async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
}

test('the sign-in screen has no WCAG 2.1 AA violation', async ({ page, loginPage }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await page.goto('/login');
    await expect(loginPage.submit()).toBeVisible();
    expect(await violationsOf(page), viewport.name).toEqual([]);
  }
});

for (const viewport of VIEWPORTS) {
  test(`every screen has no WCAG 2.1 AA violation (${viewport.name})`, async ({ seed, adminPage: page }) => {
    test.setTimeout(120_000);
    // Service images point elsewhere: only this server answers.
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const prefix = uniquePrefix();
    const today = businessToday(new Date());
    const service = await seed.service({ name: `${prefix} Netflix`, url: 'https://www.netflix.com' });
    const client = await seed.client({ name: `${prefix} Laura Gómez`, phone: '+573001112233' });
    await seed.account(service.id, {}, [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 2) },
      { status: 'libre' },
    ]);
    await seed.movement({ client_id: client.id, client_name: client.name, service_id: service.id });
    await page.setViewportSize(viewport.size);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await settled(page);
      expect(await violationsOf(page), `${screen.name} (${viewport.name})`).toEqual([]);
    }
  });
}

// Dialogs of their own kind, opened with data on them (issue 25: a service's plans, in Servicios).
for (const viewport of VIEWPORTS) {
  test(`the Planes dialog of Servicios has no WCAG 2.1 AA violation (${viewport.name})`, async ({
    seed,
    database,
    adminPage: page,
  }) => {
    const name = `${uniquePrefix()} Netflix`;
    const service = await seed.service({ name });
    await insertPlan(database.db, service.id, { name: '27 días', duration_days: 27 });
    await insertPlan(database.db, service.id, {
      name: '3 meses',
      duration_days: null,
      duration_months: 3,
      position: 1,
      active: 0,
    });
    await page.setViewportSize(viewport.size);
    await page.goto(`/dashboard/servicios?buscar=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Planes de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Planes de ${name}` });
    await expect(dialog.getByRole('row', { name: /3 meses/ })).toBeVisible();
    expect(await violationsOf(page), `Planes (${viewport.name})`).toEqual([]);
    await dialog.getByRole('button', { name: 'Editar 27 días' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar plan' })).toBeVisible();
    expect(await violationsOf(page), `Editar plan (${viewport.name})`).toEqual([]);
  });
}
