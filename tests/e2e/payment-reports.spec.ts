import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { csrfToken } from './support/app-api';
import { expect, test, uniquePrefix } from './support/fixtures';
import { PNG } from './support/images';

// "Ya pagué" (issue 27 item 4, docs/decisions/055): a client reports a payment from their portal
// on a phone; staff confirm it from the bell (Avisos → Pagos reportados); the page shows it
// confirmed.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const violations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  return (await (include ? builder.include(include) : builder).analyze()).violations.map((v) => v.id);
};

test('a client reports a payment on the portal; staff confirm it from the bell; the page shows it confirmed', async ({
  seed,
  browser,
  adminPage: page,
  shell,
}) => {
  test.setTimeout(60_000);
  const prefix = uniquePrefix();
  const name = `${prefix} Ana Ruiz`;
  const client = await seed.client({ name });
  const headers = { 'X-CSRF-Token': await csrfToken(page) };
  const method = await page.request.post('/api/payment-methods', {
    headers,
    data: { kind: 'nequi', name: `${prefix} Nequi`, number: '300 123 4567' },
  });
  expect(method.status()).toBe(201);
  const methodId = ((await method.json()) as { paymentMethod: { id: number } }).paymentMethod.id;
  const link = await page.request.post(`/api/clients/${client.id}/portal-link`, { headers });
  expect(link.status()).toBe(201);
  const { url } = (await link.json()) as { url: string };
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'es-CO' });
  try {
    // The client, on a phone with no session: Ya pagué.
    const p = await context.newPage();
    await p.goto(url);
    const section = p.getByRole('region', { name: 'Ya pagué' });
    await section.getByLabel('Monto (pesos)').fill('25000');
    await section.getByLabel('Medio de pago').selectOption({ label: `${prefix} Nequi` });
    await section.getByLabel('Referencia (opcional)').fill('M-778');
    // The receipt: the page's own words on the picker, then the chosen file's name.
    await expect(section.getByText('Ninguna imagen elegida')).toBeVisible();
    await section
      .getByLabel('Comprobante (imagen, opcional, hasta 5 MB)')
      .setInputFiles({ name: 'recibo-nequi.png', mimeType: 'image/png', buffer: PNG });
    await expect(section.getByText('recibo-nequi.png')).toBeVisible();
    await section.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Recibimos tu reporte. La tienda lo revisará pronto.',
    );
    const reports = section.getByRole('list', { name: 'Mis reportes de pago' });
    await expect(reports.getByRole('listitem')).toHaveCount(1);
    await expect(reports).toContainText('Pendiente');
    await expect(reports).toContainText('$ 25.000');
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await violations(p)).toEqual([]);

    // Staff: the bell → Avisos → Pagos reportados → Confirmar.
    await page.goto('/dashboard');
    await shell.bell().click();
    const note = page.getByRole('listitem').filter({ hasText: `${name} reportó un pago` });
    await note.getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/avisos/);
    const card = page.getByTestId('payment-report').filter({ hasText: name });
    await expect(card).toContainText('Referencia: M-778');
    await expect(card.getByRole('link', { name: 'Ver comprobante' })).toBeVisible();
    expect(await violations(page, '[aria-labelledby="pagos-reportados"]')).toEqual([]);
    await card.getByRole('button', { name: 'Confirmar' }).click();
    await expect(card).toHaveCount(0);

    // The client's page shows it confirmed.
    await p.reload();
    await expect(p.getByRole('list', { name: 'Mis reportes de pago' })).toContainText('Confirmado');
  } finally {
    await context.close();
    await page.request.delete(`/api/payment-methods/${methodId}`, { headers });
  }
});
