import AxeBuilder from '@axe-core/playwright';
import { formatDisplayDate } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { ClientSalesDialog } from './pages/client-sales-dialog';
import { SellDialog } from './pages/sell-dialog';
import { businessToday, createPlan, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';

// A combo sold from Clientes' Vender and renewed from the client's Ventas (issue 25, items 4 and
// 5; docs/decisions/044, 045): one sale holding a profile of each service, one message with the
// access of every service, and a renewal of all of it in one renovación.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** POST /api/combos, as Servicios' Combos dialog saves one. */
async function createCombo(page: Page, combo: { name: string; planIds: number[]; price: number }) {
  const response = await page.request.post('/api/combos', {
    data: combo,
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!response.ok()) throw new Error(`combo ${combo.name} → ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { combo: { id: number } }).combo;
}

/** POST /api/sales of a plan, as Vender makes it. */
async function sellPlan(page: Page, clientId: number, planId: number) {
  const response = await page.request.post('/api/sales', {
    data: { clientId, planId },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!response.ok()) throw new Error(`sale → ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { sale: { id: number; profiles: { profileId: number }[] } }).sale;
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`Combos en Vender y Ventas (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport.size));

    test('a combo sold from Clientes gives one message for every service, then Ventas renews it all', async ({
      page,
      seed,
      database,
      clientsPage,
      movementsPage,
    }) => {
      test.setTimeout(120_000);
      const opened = await interceptWhatsapp(page.context());
      const prefix = uniquePrefix();
      const clientName = `${prefix} Dora Combo`;
      const netflix = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
      const disney = await seed.service({ name: `${prefix} Disney`, price: 10000 });
      await seed.client({ name: clientName, phone: '+573005556677' });
      await seed.account(netflix.id, { username: `${prefix}@netflix.com`, password: 'clave-n' });
      await seed.account(disney.id, { username: `${prefix}@disney.com`, password: 'clave-d' });
      const monthly = await createPlan(page, netflix.id, { name: '1 mes', durationDays: 30, price: 20000 });
      const short = await createPlan(page, disney.id, { name: '27 días', durationDays: 27, price: 10000 });
      const comboName = `${prefix} Dúo`;
      const combo = await createCombo(page, {
        name: comboName,
        planIds: [monthly.id, short.id],
        price: 25000,
      });
      const today = await businessToday(page);
      try {
        await clientsPage.open(`?buscar=${encodeURIComponent(prefix)}`);
        await clientsPage
          .row(clientName)
          .getByRole('button', { name: `Vender a ${clientName}` })
          .click();
        const sell = new SellDialog(page, clientName);
        await sell.chooseCombo(comboName);
        await expect(sell.comboSummary()).toContainText('Combo · $ 25.000 (revendedor $ 20.000)');
        await expect(sell.comboSummary()).toContainText(`${prefix} Netflix · 1 mes`);
        await expect(sell.comboSummary()).toContainText(`${prefix} Disney · 27 días`);
        await expect(sell.plan()).toHaveCount(0);
        await expect(sell.price()).toHaveValue('25000');
        expect(await violationsOf(page), 'Vender combo').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/combo-vender-${viewport.name}.png` });
        await sell.sell();

        const netflixExpiry = formatDisplayDate(addDays(today, 30));
        const disneyExpiry = formatDisplayDate(addDays(today, 27));
        await expect(sell.root.getByText(`Venta hecha a ${clientName}`)).toBeVisible();
        await expect(sell.root.getByText(`Vendido el combo ${comboName}:`)).toContainText(
          `${prefix} Disney · ${prefix}@disney.com · Perfil 1, vence el ${disneyExpiry}`,
        );
        // One message with the access of both services.
        await expect(sell.accessInfo()).toHaveValue(new RegExp(`Usuario: ${prefix}@netflix.com`));
        await expect(sell.accessInfo()).toHaveValue(new RegExp(`Usuario: ${prefix}@disney.com`));
        await expect(sell.accessInfo()).toHaveValue(/Contraseña: clave-n/);
        await expect(sell.accessInfo()).toHaveValue(/Contraseña: clave-d/);
        expect(await violationsOf(page), 'Vender combo done').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/combo-vendido-${viewport.name}.png` });
        await sell.whatsapp().click();
        await expect.poll(() => opened.length).toBe(1);
        expect(opened[0]).toMatch(/^https:\/\/wa\.me\/573005556677\?text=/);
        const sent = decodeURIComponent(opened[0]!);
        expect(sent).toContain(`${prefix}@netflix.com`);
        expect(sent).toContain(`${prefix}@disney.com`);
        await sell.close();
        await expect(sell.root).toBeHidden();

        // Ventas: the combo, each service's profile held until its own date; Renovar renews both.
        await clientsPage
          .row(clientName)
          .getByRole('button', { name: `Ventas de ${clientName}` })
          .click();
        const sales = new ClientSalesDialog(page, clientName);
        const sold = sales.sale(`Combo · ${comboName}`);
        await expect(sold).toContainText('Precio $ 25.000');
        await expect(sold).toContainText(
          `${prefix} Netflix · ${prefix}@netflix.com · Perfil 1 · vence el ${netflixExpiry}`,
        );
        await expect(sold).toContainText(
          `${prefix} Disney · ${prefix}@disney.com · Perfil 1 · vence el ${disneyExpiry}`,
        );
        await expect(sold.getByText('Vigente')).toHaveCount(2);
        expect(await violationsOf(page), 'Ventas').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/combo-ventas-${viewport.name}.png` });
        await sales.renewButton(sold).click();
        await expect(sales.price(sold)).toBeVisible();
        expect(await violationsOf(page), 'Ventas renovar').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/combo-ventas-renovar-${viewport.name}.png` });
        await sales.confirmButton(sold).click();

        // From the later of today and each expiry, by each profile's own plan.
        const renewedNetflix = formatDisplayDate(addDays(today, 60));
        const renewedDisney = formatDisplayDate(addDays(today, 54));
        await expect(sold.getByRole('status')).toHaveText(
          `Venta renovada hasta el ${renewedDisney}. Renovación de $ 25.000 registrada.`,
        );
        await expect(sold).toContainText(`${prefix}@netflix.com · Perfil 1 · vence el ${renewedNetflix}`);
        await expect(sold).toContainText(`${prefix}@disney.com · Perfil 1 · vence el ${renewedDisney}`);
        expect(await violationsOf(page), 'Ventas renovada').toEqual([]);
        await page.screenshot({ path: `${SHOTS}/combo-ventas-renovada-${viewport.name}.png` });
        await sales.close();

        // Movimientos: the venta and the renovación, each one movement for the combo's price.
        await movementsPage.open();
        const renewal = movementsPage.row(clientName).filter({ hasText: 'Renovación' });
        await expect(renewal).toHaveCount(1);
        await expect(renewal).toContainText('$ 25.000');
        await expect(renewal).toContainText(`Combo ${comboName}`);
        await expect(movementsPage.row(clientName).filter({ hasText: 'Venta' })).toHaveCount(1);
      } finally {
        // The combo is the shop's, not the seed's: gone with the test (its sale keeps its name).
        await database.db.deleteFrom('combos').where('id', '=', combo.id).execute();
      }
    });

    test('a plan sale renewed from Ventas, and a sale that lost its profile refused in Spanish', async ({
      page,
      seed,
      database,
      clientsPage,
      movementsPage,
    }) => {
      test.setTimeout(90_000);
      const prefix = uniquePrefix();
      const clientName = `${prefix} Eli Plan`;
      const service = await seed.service({ name: `${prefix} Max`, price: 12000 });
      const client = await seed.client({ name: clientName, phone: '+573008889900' });
      await seed.account(service.id, { username: `${prefix}@max.com` }, [{}, {}]);
      const plan = await createPlan(page, service.id, { name: '1 mes', durationDays: 30, price: 12000 });
      const first = await sellPlan(page, client.id, plan.id);
      const second = await sellPlan(page, client.id, plan.id);
      const today = await businessToday(page);

      await clientsPage.open(`?buscar=${encodeURIComponent(prefix)}`);
      await clientsPage
        .row(clientName)
        .getByRole('button', { name: `Ventas de ${clientName}` })
        .click();
      const sales = new ClientSalesDialog(page, clientName);
      await expect(sales.sales()).toHaveCount(2);
      await expect(page.getByTestId('sales-count')).toHaveText('2 de 2 ventas');
      // Newest first: the second sale took Perfil 2.
      await expect(sales.sales().first()).toContainText('Perfil 2');

      // Renew the older one at a typed price, fiado.
      const older = sales.sales().nth(1);
      await sales.renewButton(older).click();
      await sales.price(older).fill('11000');
      await older.getByRole('radio', { name: 'Fiado' }).check();
      await sales.confirmButton(older).click();
      await expect(older.getByRole('status')).toHaveText(
        `Venta renovada hasta el ${formatDisplayDate(addDays(today, 60))}. Renovación de $ 11.000 registrada.`,
      );

      // The newer one loses its profile meanwhile (released elsewhere): Renovar answers the 409.
      const newer = sales.sales().first();
      await sales.renewButton(newer).click();
      await database.db
        .updateTable('profiles')
        .set({ status: 'libre', client_id: null, sale_id: null, expiry_date: null })
        .where('id', '=', second.profiles[0]!.profileId)
        .execute();
      await sales.confirmButton(newer).click();
      await expect(sales.alert(newer)).toHaveText(
        'La venta ya no tiene perfiles ocupados: véndelos de nuevo.',
      );
      // The list reloads: the profile is no longer the client's and Renovar is gone.
      await expect(newer.getByText('Ya no es suyo')).toBeVisible();
      await expect(sales.renewButton(newer)).toHaveCount(0);
      expect(await violationsOf(page), 'Ventas refused').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/ventas-refused-${viewport.name}.png` });
      expect(first.id).toBeLessThan(second.id);
      await sales.close();

      await movementsPage.open();
      const renewal = movementsPage.row(clientName).filter({ hasText: 'Renovación' });
      await expect(renewal).toHaveCount(1);
      await expect(renewal).toContainText('$ 11.000');
    });
  });
}
