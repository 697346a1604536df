import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { startWebhookReceiver } from '../setup/webhook-receiver';
import { csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Ajustes → Integraciones → Webhooks (issue 28 item 3, docs/decisions/049): an admin adds a
// webhook pointing to a receiver this test starts on 127.0.0.1, sees its secret once, a new client
// is delivered to it signed with that secret, and the deliveries dialog shows it entregado.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

async function addWebhookAndSeeADelivery(page: Page, shot: string) {
  // Two deliveries go out through the server's worker (it looks every 2 s) and the list follows
  // them every 3 s, with axe checks between: more than the default 30 s on a busy machine.
  test.slow();
  const receiver = await startWebhookReceiver();
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Agregar webhook' });
    // The form refuses what the server would: no events chosen.
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByRole('button', { name: 'Agregar webhook' }).click();
    await expect(form.getByRole('alert')).toContainText('Elige al menos un evento');
    await form.getByLabel(/Cliente creado/).check();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: `test-results/screens/webhook-form-${shot}.png` });
    await form.getByRole('button', { name: 'Agregar webhook' }).click();

    const shown = page.getByRole('dialog', { name: 'Webhook agregado' });
    await expect(shown).toContainText('no se volverá a mostrar');
    const secret = await shown.getByLabel('Secreto de firma').inputValue();
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: `test-results/screens/webhook-secret-${shot}.png` });
    await shown.getByRole('button', { name: 'Listo' }).click();

    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('Cliente creado');
    await expectNoAxeViolations(page);

    // Something happens: a client is created (through the API, as another screen would).
    const name = `${uniquePrefix()} Webhook`;
    const created = await page.request.post('/api/clients', {
      data: { name, phone: '300 555 0101' },
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.received;
    const expected = `sha256=${createHmac('sha256', secret).update(delivery!.body).digest('hex')}`;
    expect(delivery!.headers['x-signature-256']).toBe(expected);
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'cliente.creado', data: { client: { name } } });

    await row.getByRole('button', { name: `Ver las entregas del webhook ${receiver.url}` }).click();
    const deliveries = page.getByRole('dialog', { name: `Entregas de ${receiver.url}` });
    const line = deliveries.getByRole('row').filter({ hasText: 'Cliente creado' });
    await expect(line).toContainText('Entregado', { timeout: 10_000 });
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.screenshot({ path: `test-results/screens/webhook-deliveries-${shot}.png` });

    // Reenviar: sent once more, with the same event id.
    await line.getByRole('button', { name: 'Reenviar el evento Cliente creado' }).click();
    await expect(deliveries.getByText('Entrega programada de nuevo')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    expect(receiver.received[1]!.headers['x-webhook-id']).toBe(delivery!.headers['x-webhook-id']);
    await deliveries.getByRole('button', { name: 'Cerrar' }).click();

    // Off, then gone.
    await row.getByRole('button', { name: `Desactivar el webhook ${receiver.url}` }).click();
    await expect(row).toContainText('Desactivado');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/webhooks-${shot}.png`, fullPage: true });
    await row.getByRole('button', { name: `Eliminar el webhook ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
}

test('an admin adds a webhook and sees a delivery', async ({ adminPage: page }) => {
  await addWebhookAndSeeADelivery(page, 'desktop');
});

test('adds a webhook and sees a delivery at phone width', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addWebhookAndSeeADelivery(page, 'phone');
});
