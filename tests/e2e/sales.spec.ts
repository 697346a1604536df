import AxeBuilder from '@axe-core/playwright';
import { formatDisplayDate } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { SellDialog } from './pages/sell-dialog';
import { businessToday, createPlan, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';

// Vender (issue 25, item 5): a plan sold to a client without hunting for a free profile, from
// Clientes, from Cuentas (a cuenta completa) and right after Nuevo Cliente. The shop's policy
// picks the profile; the access information is shown and offered by WhatsApp.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`Vender (${viewport.name})`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport.size));

    test('a plan sold from Clientes: the profile is the client’s and Movimientos has the venta', async ({
      page,
      seed,
      clientsPage,
      accountsPage,
      movementsPage,
    }) => {
      test.setTimeout(90_000);
      const opened = await interceptWhatsapp(page.context());
      const prefix = uniquePrefix();
      const serviceName = `${prefix} Netflix`;
      const clientName = `${prefix} Ana Vende`;
      const service = await seed.service({ name: serviceName, price: 20000 });
      await seed.client({ name: clientName, phone: '+573001112233' });
      await seed.account(service.id, { username: `${prefix}@netflix.com`, password: 'pw-123' });
      await createPlan(page, service.id, { name: '27 días', durationDays: 27, price: 18000 });
      const today = await businessToday(page);

      await clientsPage.open(`?buscar=${encodeURIComponent(prefix)}`);
      await page.screenshot({ path: `${SHOTS}/sales-clientes-${viewport.name}.png` });
      await clientsPage
        .row(clientName)
        .getByRole('button', { name: `Vender a ${clientName}` })
        .click();
      const sell = new SellDialog(page, clientName);
      await expect(sell.root).toBeVisible();
      await sell.chooseService(serviceName);
      await expect(sell.plan().locator('option:checked')).toHaveText('27 días · $ 18.000');
      await expect(sell.planSummary()).toHaveText('Perfil · 27 días · $ 18.000 (revendedor $ 14.400)');
      await expect(sell.price()).toHaveValue('18000');
      await sell.pin().fill('4321');
      expect(await violationsOf(page), 'Vender form').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/sales-vender-${viewport.name}.png` });
      await sell.sell();

      const expiry = formatDisplayDate(addDays(today, 27));
      await expect(sell.root.getByText(`Venta hecha a ${clientName}`)).toBeVisible();
      await expect(
        sell.root.getByText(`Vendido ${serviceName} · ${prefix}@netflix.com · Perfil 1, vence el ${expiry}`),
      ).toBeVisible();
      await expect(sell.accessInfo()).toHaveValue(new RegExp(`${prefix}@netflix.com`));
      await expect(sell.accessInfo()).toHaveValue(/4321/);
      expect(await violationsOf(page), 'Vender done').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/sales-vendido-${viewport.name}.png` });
      await sell.whatsapp().click();
      await expect.poll(() => opened.length).toBe(1);
      expect(opened[0]).toMatch(/^https:\/\/wa\.me\/573001112233\?text=/);
      expect(decodeURIComponent(opened[0]!)).toContain(`${prefix}@netflix.com`);
      await sell.close();
      await expect(sell.root).toBeHidden();

      // Cuentas: the profile is ocupado for the client until the plan's date.
      await accountsPage.open(`?buscar=${encodeURIComponent(prefix)}`);
      const held = accountsPage.profile(accountsPage.row(`${prefix}@netflix.com`), 'Perfil 1');
      await expect(held).toHaveAttribute('aria-label', new RegExp(`Ocupado, Cliente: ${clientName}`));
      await expect(held).toHaveAttribute('aria-label', new RegExp(`Vence: ${expiry}`));

      // Movimientos: the venta, at the plan's price.
      await movementsPage.open();
      const venta = movementsPage.row(clientName);
      await expect(venta).toContainText('Venta');
      await expect(venta).toContainText('$ 18.000');
    });

    test('a cuenta completa sold from Cuentas takes a whole free account, then none is left', async ({
      page,
      seed,
      accountsPage,
    }) => {
      test.setTimeout(90_000);
      await interceptWhatsapp(page.context());
      const prefix = uniquePrefix();
      const serviceName = `${prefix} Disney`;
      const buyer = `${prefix} Bruno Completa`;
      const service = await seed.service({ name: serviceName, price: 15000 });
      await seed.client({ name: buyer, phone: '+573004445566' });
      const other = await seed.client({ name: `${prefix} Otra Persona` });
      // One account with a profile held by someone else, one with all three free.
      await seed.account(service.id, { username: `${prefix}-a@disney.com` }, [
        { status: 'ocupado', client_id: other.id, expiry_date: '2099-01-01' },
        {},
      ]);
      await seed.account(service.id, { username: `${prefix}-b@disney.com`, password: 'clave-b' }, [
        {},
        {},
        {},
      ]);
      await createPlan(page, service.id, {
        name: 'Cuenta completa',
        durationDays: 30,
        price: 40000,
        kind: 'cuenta_completa',
      });
      const today = await businessToday(page);

      await accountsPage.open(`?buscar=${encodeURIComponent(prefix)}`);
      await page.getByRole('button', { name: 'Vender', exact: true }).click();
      const sell = new SellDialog(page);
      await sell.chooseClient('300 444 5566', buyer);
      await sell.chooseService(serviceName);
      await expect(sell.planSummary()).toHaveText(
        'Cuenta completa · 30 días · $ 40.000 (revendedor $ 32.000)',
      );
      await expect(sell.pin()).toHaveCount(0);
      expect(await violationsOf(page), 'Vender cuenta completa').toEqual([]);
      await page.screenshot({ path: `${SHOTS}/sales-completa-${viewport.name}.png` });
      await sell.sell();

      const expiry = formatDisplayDate(addDays(today, 30));
      await expect(
        sell.root.getByText(
          `Vendida la cuenta completa ${serviceName} · ${prefix}-b@disney.com, vence el ${expiry}`,
        ),
      ).toBeVisible();
      // The account's access once, not once per profile.
      await expect(sell.accessInfo()).toHaveValue(/Cuenta completa \(3 perfiles\)/);
      await sell.close();
      await page.screenshot({ path: `${SHOTS}/sales-cuentas-${viewport.name}.png` });

      const row = accountsPage.row(`${prefix}-b@disney.com`);
      for (const name of ['Perfil 1', 'Perfil 2', 'Perfil 3'])
        await expect(accountsPage.profile(row, name)).toHaveAttribute(
          'aria-label',
          new RegExp(`Ocupado, Cliente: ${buyer}`),
        );
      await expect(
        accountsPage.profile(accountsPage.row(`${prefix}-a@disney.com`), 'Perfil 2'),
      ).toHaveAttribute('aria-label', /Libre/);

      // No whole account is left: the API's Spanish 409 is shown and nothing is sold.
      await page.getByRole('button', { name: 'Vender', exact: true }).click();
      await sell.chooseClient('300 444 5566', buyer);
      await sell.chooseService(serviceName);
      await sell.sell();
      await expect(sell.alert()).toHaveText(
        `No queda ninguna cuenta de ${serviceName} con todos sus perfiles libres.`,
      );
      await expect(sell.sellButton()).toBeDisabled();
    });

    test('Nuevo Cliente ends in a sale with Guardar y vender', async ({ page, seed, clientsPage }) => {
      test.setTimeout(90_000);
      await interceptWhatsapp(page.context());
      const prefix = uniquePrefix();
      const serviceName = `${prefix} Max`;
      const clientName = `${prefix} Carla Nueva`;
      const service = await seed.service({ name: serviceName, price: 12000 });
      await seed.account(service.id, { username: `${prefix}@max.com` });
      await createPlan(page, service.id, { name: '1 mes', durationDays: 30, price: 12000 });

      await clientsPage.open();
      const form = await clientsPage.openNew();
      await form.getByLabel('Nombre').fill(clientName);
      await form.getByLabel('Teléfono').fill('300 777 8899');
      await page.screenshot({ path: `${SHOTS}/sales-nuevo-cliente-${viewport.name}.png` });
      await form.getByRole('button', { name: 'Guardar y vender' }).click();
      await expect(form).toBeHidden();

      const sell = new SellDialog(page, clientName);
      await expect(sell.root).toBeVisible();
      await sell.chooseService(serviceName);
      await expect(sell.price()).toHaveValue('12000');
      await sell.sell();
      await expect(sell.root.getByText(`Venta hecha a ${clientName}`)).toBeVisible();
      await sell.close();

      // The new client holds the profile sold.
      await clientsPage.search(clientName);
      const profiles = await clientsPage.openProfiles(clientName);
      await expect(clientsPage.profileCards(profiles)).toHaveCount(1);
      await expect(clientsPage.profileCards(profiles)).toContainText(serviceName);
    });
  });
}

test('Ajustes: an admin chooses how a sale picks its profile', async ({ adminPage: page }) => {
  try {
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Perfil de una venta' });
    await expect(section).toBeVisible();
    const far = section.getByLabel('La cuenta cuya renovación con el proveedor está más lejos');
    await expect(
      section.getByLabel('La cuenta con menos perfiles libres (llenar cuentas primero)'),
    ).toBeChecked();
    await far.check();
    await section.getByRole('button', { name: 'Guardar' }).click();
    await expect(section.getByText('Ajustes guardados.')).toBeVisible();
    expect(await violationsOf(page), 'Ajustes').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/sales-ajustes-phone.png` });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Perfil de una venta' }).getByLabel(/renovación/),
    ).toBeChecked();
    // The grace days were sent as they were.
    const answer = (await (await page.request.get('/api/settings')).json()) as {
      settings: { graceDays: number; salePickPolicy: string };
    };
    expect(answer.settings).toMatchObject({ graceDays: 3, salePickPolicy: 'renovacion_lejana' });
  } finally {
    // The setting is the shop's: the next tests find the default again.
    await page.request.put('/api/settings', {
      data: { graceDays: 3, salePickPolicy: 'menos_libres' },
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    });
  }
});
