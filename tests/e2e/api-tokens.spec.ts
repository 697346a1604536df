import AxeBuilder from '@axe-core/playwright';
import { expect, test, uniquePrefix } from './support/fixtures';

// Ajustes → Integraciones (issue 28 item 2, docs/decisions/043): an admin creates an API token,
// sees it once, an integration uses it with no cookie, and Revocar stops it on the next request.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('an admin creates a read-only token, it lists the accounts with fetch, and revoking it stops it', async ({
  adminPage: page,
}) => {
  const name = `${uniquePrefix()} n8n`;
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Integraciones' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear token' }).click();
  const form = page.getByRole('dialog', { name: 'Crear token de API' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Alcance').selectOption('lectura');
  await form.getByLabel('Movimientos y cartera').check();
  await form.getByRole('button', { name: 'Crear token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token creado' });
  await expect(shown).toContainText('no se volverá a mostrar');
  const token = await shown.getByLabel('Token de API').inputValue();
  expect(token).toMatch(/^cc_[\w-]{43}$/);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(axeTags).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/api-token-created.png' });
  await shown.getByRole('button', { name: 'Listo' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Lectura');
  await expect(row).toContainText('Activo');
  const screen = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(screen.violations.map((v) => v.id)).toEqual([]);

  // The integration: plain fetch, no cookie, no CSRF token.
  const origin = new URL(page.url()).origin;
  const call = (init: RequestInit = {}) =>
    fetch(`${origin}/api/accounts`, { ...init, headers: { authorization: `Bearer ${token}` } });
  const accounts = await call();
  expect(accounts.status).toBe(200);
  expect(await accounts.json()).toHaveProperty('accounts');
  expect((await call({ method: 'POST', body: '{}' })).status).toBe(403);

  await row.getByRole('button', { name: `Revocar el token ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(row).toContainText('Revocado');
  const refused = await call();
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: 'El token de API no es válido, fue revocado o expiró.' });
});
