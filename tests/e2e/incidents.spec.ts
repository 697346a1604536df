import AxeBuilder from '@axe-core/playwright';
import { addDays } from '../../src/shared/domain/expiry';
import { incidentsUi } from '../../src/shared/messages/incidents';
import { businessToday } from './support/app-api';
import { AFTER_RETRIES, expect, test, uniquePrefix, type Page } from './support/fixtures';
import type { Seed } from './support/seed';
import { interceptWhatsapp } from './support/whatsapp';

// Incidentes (issue 26 item 1): accounts ticked in Cuentas → Incidente → the preview by client →
// the days applied → each client's compensación message in Avisos (wa.me answered locally) → the
// incident undone from Incidentes. On a desktop and at phone width.

const PHONE = { width: 390, height: 844 };

async function expectAccessible(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Ana holds a profile in each of two Disney+ accounts, Beto one; a third account is not ticked. */
async function arrange(seed: Seed, today: string) {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney+`, price: 18000 });
  const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
  const beto = await seed.client({ name: `${prefix} Beto`, phone: '+573109876543' });
  await seed.account(service.id, { username: `${prefix}-uno@disney.com` }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 4) },
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today, 10) },
    {},
  ]);
  await seed.account(service.id, { username: `${prefix}-dos@disney.com` }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 20) },
  ]);
  await seed.account(service.id, { username: `${prefix}-tres@disney.com` }, [
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today, 6) },
  ]);
  return { prefix, ana, beto };
}

for (const viewport of ['escritorio', 'teléfono'] as const) {
  test(`an incident from Cuentas to its messages in Avisos, then undone (${viewport})`, async ({
    page,
    seed,
    accountsPage: list,
    avisosPage: avisos,
  }) => {
    // The whole journey (Cuentas, Avisos, Incidentes) with axe scans on each: more than 30 s.
    test.setTimeout(120_000);
    if (viewport === 'teléfono') await page.setViewportSize(PHONE);
    const today = await businessToday(page);
    const { prefix } = await arrange(seed, today);
    const opened = await interceptWhatsapp(page.context());
    const shot = (name: string) =>
      page.screenshot({
        path: `test-results/screens/incidents-${name}-${viewport === 'teléfono' ? 'phone' : 'desktop'}.png`,
        fullPage: true,
      });

    await list.open(`?buscar=${prefix}`);
    await expect(list.rows()).toHaveCount(3);
    await list.row('-uno@').getByRole('checkbox').check();
    await list.row('-dos@').getByRole('checkbox').check();
    await expect(page.getByText(incidentsUi.selected(2))).toBeVisible();
    // The page's checkbox says some (not all) are ticked.
    const all = page.getByRole('checkbox', { name: incidentsUi.selectAll });
    expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expectAccessible(page);
    await shot('selection');

    await page.getByRole('button', { name: incidentsUi.actionWithCount(2) }).click();
    const dialog = page.getByRole('dialog', { name: incidentsUi.dialogTitle });
    await expect(dialog.getByRole('radio', { name: incidentsUi.scopeAccounts(2) })).toBeChecked();
    await dialog.getByRole('button', { name: incidentsUi.preview }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Los días a compensar deben ser un número entero entre 1 y 60.',
    );
    await dialog.getByLabel(incidentsUi.days).fill('3');
    await dialog.getByLabel(incidentsUi.reason).fill('Caída de Disney+');
    await dialog.getByRole('button', { name: incidentsUi.preview }).click();
    await expect(dialog.getByTestId('incident-totals')).toHaveText(incidentsUi.totals(2, 3, 2));
    const anaGroup = dialog.getByTestId('incident-client').filter({ hasText: `${prefix} Ana` });
    await expect(anaGroup.getByRole('listitem')).toHaveCount(2);
    const [y, m, d] = addDays(today, 7).split('-');
    await expect(anaGroup).toContainText(`${d}/${m}/${y}`);
    await expectAccessible(page, '[role="dialog"]');
    await shot('preview');
    await dialog.getByRole('button', { name: incidentsUi.apply(3) }).click();
    await expect(dialog).toBeHidden();
    await list.expectToast(incidentsUi.done(3, 2));
    await expect(page.getByText(incidentsUi.selected(2))).toBeHidden();

    // Avisos: one compensación per client, with the reason, the days and the new dates.
    await avisos.open();
    const notices = page.getByTestId('compensation-notice');
    const ana = notices.filter({ hasText: `${prefix} Ana` });
    await expect(ana).toBeVisible();
    await expect(notices.filter({ hasText: `${prefix} Beto` })).toBeVisible();
    await expect(ana).toContainText('Caída de Disney+ · +3 días');
    await expectAccessible(page);
    await shot('avisos');
    await ana.getByRole('button', { name: incidentsUi.sendTo(`${prefix} Ana`) }).click();
    await expect.poll(() => opened.length).toBe(1);
    const text = new URL(opened[0]!).searchParams.get('text') ?? '';
    expect(opened[0]).toContain('https://wa.me/573001234567');
    expect(text).toContain('Caída de Disney+');
    expect(text).toContain('3 días');
    expect(text.match(/Nueva fecha de vencimiento/g)).toHaveLength(2);
    await expect(ana).toBeHidden();

    // Incidentes: the incident, undone within 48 hours.
    await list.open(`?buscar=${prefix}`);
    await page.getByRole('button', { name: incidentsUi.history }).click();
    const history = page.getByRole('dialog', { name: incidentsUi.listTitle });
    const item = history
      .getByTestId('incidents')
      .getByRole('listitem')
      .filter({ hasText: 'Caída de Disney+' })
      .first();
    await expect(item).toContainText(incidentsUi.scopeLabel.accounts(2));
    await expectAccessible(page, '[role="dialog"]');
    await shot('history');
    await item.getByRole('button', { name: incidentsUi.undo }).click();
    await history.getByRole('button', { name: incidentsUi.undo }).click();
    await expect(history.getByRole('status')).toHaveText(incidentsUi.undoDone(3, 0));
    await page.keyboard.press('Escape');
    await expect(list.profile(list.row('-dos@'), 'Perfil 1')).toHaveAttribute('title', /20 días restantes/);
  });
}

test('a failed load of the compensaciones says so in Avisos and retries, never hides them', async ({
  adminPage: page,
  avisosPage: avisos,
}) => {
  let fail = true;
  await page.route('**/api/incidents/notices**', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'caído' } }) : route.fallback(),
  );
  await avisos.open();
  const failure = page.getByRole('alert').filter({ hasText: incidentsUi.noticesLoadFailed });
  await expect(failure).toBeVisible(AFTER_RETRIES);
  await expectAccessible(page);
  await page.screenshot({
    path: 'test-results/screens/incidents-notices-failed-desktop.png',
    fullPage: true,
  });
  await page.setViewportSize(PHONE);
  await expect(failure).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/incidents-notices-failed-phone.png', fullPage: true });
  fail = false;
  const retried = page.waitForResponse((r) => r.url().includes('/api/incidents/notices') && r.ok());
  await failure.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await retried;
  await expect(failure).toBeHidden();
});
