import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { businessToday, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix } from './support/fixtures';

// A revendedor's portal (issue 27 item 3, docs/decisions/056): on a 360 px phone they see their
// profiles by expiry and put their end client's name on one; staff then see it in Cuentas.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations.map((v) => v.id);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a revendedor names an end client on the portal, and Cuentas shows it', async ({
  seed,
  browser,
  adminPage: page,
  accountsPage,
}) => {
  // Two browsers (staff and the revendedor's phone) and two axe runs: more than one screen's work.
  test.setTimeout(60_000);
  const prefix = uniquePrefix();
  const name = `${prefix} Beto Reventa`;
  const reseller = await seed.client({ name, type: 'revendedor' });
  const service = await seed.service({ name: `${prefix} Netflix`, price: 18000 });
  const today = await businessToday(page);
  await seed.account(service.id, { username: `${prefix}-beto@correo.co` }, [
    { status: 'ocupado', client_id: reseller.id, expiry_date: addDays(today, -2) },
    { status: 'ocupado', client_id: reseller.id, expiry_date: addDays(today, 3) },
    { status: 'ocupado', client_id: reseller.id, expiry_date: addDays(today, 25) },
  ]);
  const made = await page.request.post(`/api/clients/${reseller.id}/portal-link`, {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  expect(made.status()).toBe(201);
  const { url } = (await made.json()) as { url: string };

  // The revendedor's phone: no session, 360 px.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'es-CO' });
  const p = await context.newPage();
  await p.goto(url);
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${name}`);
  for (const group of ['Vencidos (1)', 'Por vencer (próximos 5 días) (1)', 'Vigentes (1)'])
    await expect(p.getByRole('heading', { level: 3, name: group })).toBeVisible();
  await expect(p.getByRole('heading', { name: 'Estado de cuenta' })).toBeVisible();

  const near = p.getByRole('region', { name: /Por vencer/ }).getByRole('listitem');
  await expect(near).toContainText('3 días restantes');
  await expect(near).toContainText('Cliente final: Sin nombre');
  await near.getByRole('button', { name: `Cliente final de ${prefix} Netflix · Perfil 2` }).click();
  await near
    .getByRole('textbox', { name: `Cliente final de ${prefix} Netflix · Perfil 2` })
    .fill('  Carolina Pérez ');
  expect(await violations(p)).toEqual([]);
  await near.getByRole('button', { name: 'Guardar' }).click();
  await expect(near.getByRole('status')).toHaveText('Guardado');
  await expect(near).toContainText('Cliente final: Carolina Pérez');
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await violations(p)).toEqual([]);
  await p.screenshot({ path: 'test-results/screens/portal-reseller-360.png', fullPage: true });
  await context.close();

  // Staff: the profile in Cuentas names the end client.
  await accountsPage.open();
  await accountsPage.search(prefix);
  const row = accountsPage.row(`${prefix}-beto@correo.co`);
  await expect(accountsPage.profile(row, 'Perfil 2')).toHaveAccessibleName(/Cliente final: Carolina Pérez/);
});
