import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from '../../playwright.config';
import { expect, test, type Page } from './support/fixtures';
import { BackupsPage } from './pages/backups-page';
import { ShellPage } from './pages/shell-page';

// Ajustes → Copias de seguridad (issue 15): the e2e server runs on SQLite, whose backups land in
// <data dir>/backups (beside its database, BACKUP_DIR being unset); each worker's server has its own.
const backupsDirOf = (parallelIndex: number) => path.join(e2eDataDir(parallelIndex), 'backups');

test('an admin makes a backup, sees it listed and downloads that very file', async ({
  adminPage: page,
  dashboardPage,
}) => {
  const backups = new BackupsPage(page);
  await dashboardPage.open();
  await backups.openFromNav();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText('cada día desde las 03:00 y guarda las 14 más recientes')).toBeVisible();
  await expect(page.getByText('guarda con ellas la clave de datos')).toBeVisible();

  const name = await backups.createNow();
  expect(name).toMatch(/^cuentas-claras-\d{4}-\d{2}-\d{2}T\d{4}(\d{2})?\.db$/);
  await expect(page.getByRole('status').filter({ hasText: 'Copia de seguridad creada.' })).toBeVisible();
  const row = backups.backupRow(name);
  await expect(row).toContainText(name);
  await expect(row).toContainText(' MB');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Descargar ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const saved = test.info().outputPath(name);
  await download.saveAs(saved);
  const bytes = fs.readFileSync(saved);
  expect(bytes.subarray(0, 16).toString()).toBe('SQLite format 3\0');
  expect(bytes.equals(fs.readFileSync(path.join(backupsDirOf(test.info().parallelIndex), name)))).toBe(true);
});

test('a failed load offers to try again', async ({ adminPage: page }) => {
  const backups = new BackupsPage(page);
  await backups.open();
  await backups.failLoadThenRetry();
  await expect(backups.createButton()).toBeVisible();
});

test('fits a phone', async ({ adminPage: page }) => {
  const backups = new BackupsPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await backups.open();
  // At least one to show (the daily one exists only from 03:00 in Bogotá).
  const name = await backups.createNow();
  // Medios de pago comes first in Ajustes: the backups are further down the page.
  const download = backups.backupRow(name).getByRole('button', { name: `Descargar ${name}` });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/backups-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screens/backups-desktop.png', fullPage: true });
});

test('staff who are not admins have no Ajustes, and the API refuses them', async ({ page, seed, signIn }) => {
  const staff = await seed.user({ role: 'user' });
  await signIn(staff);
  await expect(new ShellPage(page).nav().getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
  await page.goto('/admin/settings');
  await expect(page).not.toHaveURL(/\/admin\/settings/);
  await expect(new BackupsPage(page).heading()).toHaveCount(0);
  const list = await page.request.get('/api/admin/backups');
  expect(list.status()).toBe(403);
  expect(await list.json()).toEqual({ error: 'No tienes permisos para acceder a esta sección' });
  expect((await page.request.get('/api/admin/backups/cuentas-claras-2026-11-24T0800.db')).status()).toBe(403);
  expect((await page.request.post('/api/admin/backups', { headers: await csrf(page) })).status()).toBe(403);
});

/** The CSRF header for a request made outside the app's own client, with the page's cookies. */
async function csrf(page: Page) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
  return { 'x-csrf-token': csrfToken };
}
