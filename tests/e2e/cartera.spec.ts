import { businessToday, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';
import { CarteraPage } from './pages/cartera-page';
import { ClientsPage } from './pages/clients-page';

// Cartera (issue 24): a fiado sale puts the client in the cartera; a partial abono lowers what
// they owe; the estado de cuenta shows both with the running balance, and its WhatsApp message
// carries the saldo and the shop's medios de pago. Every wa.me link is intercepted.

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** A write through the app's API with the page's session. */
async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: { 'x-csrf-token': await csrfToken(page) } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

for (const viewport of viewports) {
  test(`a fiado sale, the cartera, an abono, the statement and its WhatsApp message (${viewport.name})`, async ({
    seed,
    database,
    adminPage: page,
  }) => {
    const prefix = uniquePrefix();
    const name = `${prefix} Revendedora Ruiz`;
    const client = await seed.client({ name, phone: '+573001112233', type: 'revendedor' });
    await database.db
      .updateTable('clients')
      .set({ payment_terms: 'credito' })
      .where('id', '=', client.id)
      .execute();
    const today = await businessToday(page);
    const method = (
      await post(page, '/api/payment-methods', {
        kind: 'nequi',
        name: `${prefix} Nequi`,
        number: '300 555 1234',
        holder: 'Tienda Claras',
      })
    ).paymentMethod;
    const sale = (
      await post(page, '/api/movements', { type: 'venta', clientId: client.id, amount: 25000, date: today })
    ).movement;
    expect(sale.paymentStatus).toBe('pendiente');

    try {
      await page.setViewportSize(viewport.size);
      const cartera = new CarteraPage(page);
      await cartera.open();
      await cartera.search(prefix);
      await expect(cartera.row(name)).toContainText('$ 25.000');
      await expect(cartera.total('owed')).not.toContainText('…');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/cartera-${viewport.name}.png` });

      // A partial abono: the client still owes the rest.
      await post(page, '/api/payments', {
        clientId: client.id,
        amount: 10000,
        methodId: method.id,
        reference: 'NQ-77',
      });
      await page.reload();
      await expect(cartera.row(name)).toContainText('$ 15.000');

      const dialog = await cartera.openStatement(name);
      await expect(dialog.getByTestId('statement-balance')).toHaveText(/Debe:?\s\$\s15\.000/);
      const lines = dialog.getByRole('table', { name: 'Estado de cuenta' }).locator('tbody tr');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText('$ 25.000');
      await expect(lines.nth(1)).toContainText('NQ-77');
      await expect(lines.nth(1)).toContainText('$ 15.000');
      await page.screenshot({ path: `test-results/screens/cartera-statement-${viewport.name}.png` });

      const opened = await interceptWhatsapp(page.context());
      const popup = page.waitForEvent('popup');
      await dialog.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
      await (await popup).close();
      await expect.poll(() => opened.length).toBe(1);
      const text = plain(new URL(opened[0]!).searchParams.get('text') ?? '');
      expect(new URL(opened[0]!).pathname).toBe('/573001112233');
      expect(text).toContain(`Hola ${name}`);
      expect(text).toContain('Saldo: $ 15.000 por pagar');
      expect(text).toContain(`${prefix} Nequi: 300 555 1234 (Tienda Claras)`);
      expect(text).toMatch(/Abono · .*Nequi · ref\. NQ-77 -\$ 10\.000/);

      // Caja del día: today's abono under its medio de pago, with its reference.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Caja del día' }).click();
      const cashDay = page.getByRole('dialog', { name: 'Caja del día' });
      const nequi = cashDay.getByRole('region', { name: `${prefix} Nequi` });
      await expect(nequi.getByRole('heading')).toHaveText(`${prefix} Nequi: $ 10.000 (1 abono)`);
      await expect(nequi.locator('tbody tr')).toHaveCount(1);
      await expect(nequi.locator('tbody tr')).toContainText('NQ-77');
      await expect(nequi.locator('tbody tr')).toContainText(name);
      await page.screenshot({ path: `test-results/screens/cartera-cash-day-${viewport.name}.png` });

      // Clientes: the Saldo column, Con deuda, and the profiles modal say what the client owes.
      await page.keyboard.press('Escape');
      const clients = new ClientsPage(page);
      await clients.open(`?deuda=1&buscar=${prefix}`);
      await expect(page.getByRole('checkbox', { name: 'Con deuda' })).toBeChecked();
      await expect(clients.row(name)).toContainText(/Debe \$\s15\.000/);
      const profiles = await clients.openProfiles(name);
      await expect(profiles.getByTestId('client-balance')).toHaveText(/Debe:?\s\$\s15\.000/);
    } finally {
      // Through the API, so the kept balances follow (decision 036).
      const headers = { 'x-csrf-token': await csrfToken(page) };
      await page.request.delete(`/api/movements/${sale.id}`, { headers });
      await page.request.delete(`/api/payment-methods/${method.id}`, { headers });
    }
  });
}
