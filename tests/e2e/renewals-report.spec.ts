import AxeBuilder from '@axe-core/playwright';
import { businessToday } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { AccountsPage } from './pages/accounts-page';
import { AvisosPage } from './pages/avisos-page';
import { RenewalsReportPage } from './pages/renewals-report-page';
import { interceptWhatsapp } from './support/whatsapp';

// Did the reminder work? (issue 24, item 6): a reminder sent from Avisos, the profile renewed from
// Cuentas, and the Informe de renovaciones counting it, on a desktop and at phone width. WhatsApp
// links are answered locally: nothing leaves the machine.

/** WCAG 2.1 AA violations of the page as it is now (the screen with figures, tables and a list). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a reminder from Avisos, then a renewal, counts in the Informe de renovaciones', async ({
  adminPage: page,
  seed,
}) => {
  // Three axe scans besides the flow: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const prefix = uniquePrefix();
  const today = businessToday(new Date());
  const service = await seed.service({ name: `${prefix} Netflix`, price: 15000 });
  const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
  await seed.account(service.id, { username: `${prefix}@netflix.com` }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 3) },
  ]);
  const opened = await interceptWhatsapp(page.context());

  // Avisos: Enviar records the reminder and opens WhatsApp.
  const avisos = new AvisosPage(page);
  await avisos.open();
  const card = avisos.reminder(`${prefix} Ana`);
  await expect(card).toContainText('Aún sin avisar');
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Enviar' }).click();
  const whatsapp = await popup;
  await whatsapp.waitForURL(/wa\.me/);
  await whatsapp.close();
  expect(opened).toHaveLength(1);
  await expect(card.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();

  // Cuentas: Renovar the profile for a month.
  const accounts = new AccountsPage(page);
  await accounts.open(`?buscar=${prefix}`);
  const row = accounts.row(`${prefix}@netflix.com`);
  await accounts.profile(row, 'Perfil 1').click();
  const edit = page.getByRole('dialog', { name: 'Editar Perfil' });
  await edit.getByRole('button', { name: 'Renovar' }).click();
  await edit.getByRole('button', { name: 'Sí, renovar' }).click();
  await expect(edit).toBeHidden();

  // The report, reached from the menu under Movimientos, narrowed to this test's service.
  const report = new RenewalsReportPage(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Informe de renovaciones' }).first().click();
  await expect(report.heading()).toBeVisible();
  await report.open(`?desde=${today}&hasta=${addDays(today, 10)}&servicio=${service.id}`);
  await expect(report.card('Vencían')).toContainText('1');
  await expect(report.card('Renovados')).toContainText('por $\u00a015.000');
  await expect(report.card('Con recordatorio')).toContainText('1');
  await expect(report.card('Renovaron tras el recordatorio')).toContainText('1');
  await expect(report.card('Tasa con recordatorio')).toContainText('100 %');
  await expect(report.card('No renovados')).toContainText('0');
  await expect(report.table('Por servicio')).toContainText(`${prefix} Netflix`);
  await page.screenshot({ path: 'test-results/screens/renewals-report-desktop.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  // The list behind "Renovaron tras el recordatorio": Ana's profile, renewed, reminded.
  await report.card('Renovaron tras el recordatorio').click();
  const list = report.list();
  await expect(list).toContainText('Perfil 1');
  await expect(list).toContainText(`${prefix} Ana`);
  await expect(list).toContainText(/Renovó el .* por \$\s15\.000/);
  await expect(list).toContainText('funcionó');
  await page.screenshot({ path: 'test-results/screens/renewals-report-list-desktop.png' });
  expect(await violations(page)).toEqual([]);
  await list.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(list).toBeHidden();

  // At phone width: the cards stack two a row, the tables scroll inside their cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report.card('Renovados')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/renewals-report-phone.png', fullPage: true });
  expect(await violations(page)).toEqual([]);
  await report.card('Vencían').click();
  await expect(report.list()).toContainText(`${prefix} Ana`);
  await page.screenshot({ path: 'test-results/screens/renewals-report-list-phone.png' });
});

test('the report follows Movimientos: a staff member without it sees Acceso Denegado', async ({
  page,
  signIn,
  seed,
}) => {
  const user = await seed.user({ can_access_movimientos: 0 });
  await signIn(user);
  await new RenewalsReportPage(page).open();
  await expect(page.getByText('Acceso Denegado')).toBeVisible();
});
