import AxeBuilder from '@axe-core/playwright';
import { formatCop } from '../../src/shared/domain/money';
import { insertPlan } from '../factories/plan.factory';
import { businessToday, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Ventas por combo (issue 25 item 7, docs/decisions/047): a combo sold and a plan sold today show
// in Movimientos' "Ventas por plan" and "Ventas por combo" and in the Panel's month by plan and by
// combo, on a desktop and a phone. Other specs sell today too: each check finds this test's rows
// by their unique names.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Playwright reads the non-breaking space of '$ 15.000' as a space. */
const cop = (pesos: number) => formatCop(pesos).replace(/\s/g, ' ');

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function post(page: Page, path: string, data: object) {
  const response = await page.request.post(path, {
    data,
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!response.ok()) throw new Error(`${path} → ${response.status()} ${await response.text()}`);
  return response.json();
}

test('a combo sold today shows in Ventas por combo and in the Panel, beside the plans', async ({
  page,
  seed,
  database,
  movementsPage,
}) => {
  test.setTimeout(90_000);
  const prefix = uniquePrefix();
  const netflix = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
  const disney = await seed.service({ name: `${prefix} Disney`, price: 10000 });
  const netflixPlan = await insertPlan(database.db, netflix.id, { name: '1 mes', price: 20000 });
  const disneyPlan = await insertPlan(database.db, disney.id, { name: '1 mes', price: 10000 });
  await seed.account(netflix.id, { username: `${prefix}@netflix.com` }, [{}, {}]);
  await seed.account(disney.id, { username: `${prefix}@disney.com` }, [{}, {}]);
  const ana = await seed.client({ name: `${prefix} Ana Combo`, type: 'cliente' });
  const comboName = `${prefix} Netflix + Disney del mes`;
  const { combo } = await post(page, '/api/combos', {
    name: comboName,
    planIds: [netflixPlan.id, disneyPlan.id],
    price: 27000,
  });
  try {
    await post(page, '/api/sales', { clientId: ana.id, comboId: combo.id });
    await post(page, '/api/sales', { clientId: ana.id, planId: netflixPlan.id, price: 19000 });
    const today = await businessToday(page);
    const filter = `?anio=${Number(today.slice(0, 4))}&mes=${Number(today.slice(5, 7))}`;

    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await movementsPage.open(filter);
      const byCombo = page.getByTestId('sales-by-combo');
      await expect(page.getByRole('heading', { name: 'Ventas por combo' })).toBeVisible();
      await expect(byCombo.locator('tbody tr').filter({ hasText: comboName }).locator('td')).toHaveText([
        comboName,
        '1',
        cop(27000),
      ]);
      await expect(
        page
          .getByTestId('sales-by-plan')
          .locator('tbody tr')
          .filter({ hasText: `${prefix} Netflix · 1 mes` }),
      ).toContainText(cop(19000));
      expect(await violationsOf(page), `Movimientos (${viewport.name})`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await byCombo.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/movements-by-combo-${viewport.name}.png` });

      await page.goto('/dashboard');
      const panel = page.getByTestId('dashboard-by-combo');
      await expect(panel.getByRole('heading', { name: 'Este mes por combo' })).toBeVisible();
      await expect(panel.locator('tbody tr').filter({ hasText: comboName })).toContainText(cop(27000));
      await expect(
        page
          .getByTestId('dashboard-by-plan')
          .locator('tbody tr')
          .filter({ hasText: `${prefix} Netflix · 1 mes` }),
      ).toContainText(cop(19000));
      expect(await violationsOf(page), `Panel (${viewport.name})`).toEqual([]);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/dashboard-by-combo-${viewport.name}.png` });
    }
  } finally {
    // The combo is this test's; its sales go with their client and movements (seed.cleanUp).
    await database.db.deleteFrom('sales').where('combo_id', '=', combo.id).execute();
    await database.db
      .updateTable('movements')
      .set({ combo_id: null })
      .where('combo_id', '=', combo.id)
      .execute();
    await database.db.deleteFrom('combos').where('id', '=', combo.id).execute();
  }
});
