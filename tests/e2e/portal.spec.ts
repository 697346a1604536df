import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { businessToday, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';

// The client portal (issue 27, docs/decisions/051): staff make a client's private link from
// Clientes and send it on WhatsApp; the client opens it on a phone, sees their profiles and
// reveals the access details; a revoked link shows the one plain page.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const INVALID = 'Este enlace ya no es válido; pide uno nuevo a la tienda';

const violations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  return (await (include ? builder.include(include) : builder).analyze()).violations.map((v) => v.id);
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The shop's settings, changed through the API as Ajustes changes them. */
async function putSettings(page: Page, values: Record<string, unknown>) {
  const current = (await (await page.request.get('/api/settings')).json()) as {
    settings: { graceDays: number };
  };
  const response = await page.request.put('/api/settings', {
    data: { graceDays: current.settings.graceDays, ...values },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  expect(response.ok()).toBe(true);
}

/** A phone with no staff session: the client's own browser. */
async function phone(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 780 }, locale: 'es-CO' });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { context, page, cspErrors };
}

test('staff send a link from Clientes, the client opens it on a phone and sees their access; revoking it ends it', async ({
  seed,
  browser,
  adminPage: page,
  clientsPage,
}) => {
  // Two browsers (staff and the client's phone) and a dozen axe runs: more than one screen's work.
  test.setTimeout(90_000);
  const prefix = uniquePrefix();
  const name = `${prefix} Ana Ruiz`;
  const client = await seed.client({ name, phone: '+573001112233' });
  const service = await seed.service({ name: `${prefix} Netflix`, price: 18000 });
  const today = await businessToday(page);
  await seed.account(service.id, { username: 'ana.portal@correo.co', password: 'Clave-Portal-1' }, [
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 20), pin: '4821' },
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 3) },
  ]);
  try {
    // An admin lets the page show access details: Ajustes → Portal del cliente.
    await page.goto('/admin/settings');
    const portalSettings = page.getByRole('form', { name: 'Portal del cliente' });
    await portalSettings.getByLabel('Mostrar los datos de acceso (usuario, contraseña y PIN)').check();
    await expect(portalSettings.getByLabel('Días de validez de un enlace nuevo')).toHaveValue('60');
    await portalSettings.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ajustes guardados.').first()).toBeVisible();

    // Staff, on a desktop: Clientes → Portal → Enviar enlace.
    const opened = await interceptWhatsapp(page.context());
    await clientsPage.open();
    await clientsPage.search(prefix);
    await clientsPage
      .row(name)
      .getByRole('button', { name: `Portal de ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Portal de ${name}` });
    await expect(dialog).toContainText('Este cliente aún no tiene enlace.');
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect.poll(() => opened.length).toBe(1);
    const whatsapp = new URL(opened[0]!);
    expect(whatsapp.pathname).toBe('/573001112233');
    const text = whatsapp.searchParams.get('text') ?? '';
    expect(text).toContain(`Hola ${name}`);
    const link = /http:\/\/\S+\/p\/[\w-]{22}/.exec(text)?.[0];
    expect(link).toBeTruthy();
    await expect(dialog).toContainText('Enlace activo');
    await expect(dialog.getByLabel('Enlace del portal')).toHaveValue(link!);
    await expect(dialog).toContainText('El cliente aún no lo ha abierto.');
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: 'test-results/screens/portal-link-dialog.png' });
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // The client, on a 360 px phone with no session: their profiles, then Ver accesos.
    const client360 = await phone(browser, 360);
    const response = await client360.page.goto(link!);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const p = client360.page;
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${name}`);
    const cards = p.getByRole('listitem').filter({ hasText: `${prefix} Netflix` });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Por vencer');
    await expect(cards.first()).toContainText('3 días restantes');
    await expect(cards.nth(1)).toContainText('Activo');
    await expect(p.getByText('Renovar: $ 18.000').first()).toBeVisible();
    // The page fits the phone: nothing scrolls sideways.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await violations(p)).toEqual([]);
    await p.screenshot({ path: 'test-results/screens/portal-360.png', fullPage: true });

    const active = cards.nth(1);
    await active.getByRole('button', { name: 'Ver accesos' }).click();
    await expect(active.getByRole('button', { name: 'Ocultar accesos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(active).toContainText('ana.portal@correo.co');
    await expect(active).toContainText('Clave-Portal-1');
    await expect(active).toContainText('4821');
    expect(await violations(p)).toEqual([]);
    await p.screenshot({ path: 'test-results/screens/portal-360-accesos.png', fullPage: true });
    expect(client360.cspErrors).toEqual([]);

    const client390 = await phone(browser, 390);
    await client390.page.goto(link!);
    await expect(client390.page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${name}`);
    await client390.page.screenshot({ path: 'test-results/screens/portal-390.png', fullPage: true });
    await client390.context.close();

    // Staff see it was opened, and revoke it.
    await clientsPage
      .row(name)
      .getByRole('button', { name: `Portal de ${name}` })
      .click();
    await expect(dialog).toContainText('Abierto por última vez');
    await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
    await dialog.getByRole('button', { name: 'Sí, revocar' }).click();
    await expect(dialog).toContainText('Enlace revocado.');
    await expect(dialog).toContainText('Sin enlace activo');

    // The client's next visit: the one plain page, no hint why.
    await p.reload();
    await expect(p.getByRole('heading', { level: 1 })).toHaveText(INVALID);
    await expect(p.getByText('ana.portal@correo.co')).toHaveCount(0);
    expect(await violations(p)).toEqual([]);
    await p.screenshot({ path: 'test-results/screens/portal-invalid-360.png' });
    await client360.context.close();
  } finally {
    await putSettings(page, { portalShowsAccess: false });
  }
});

test('an unknown link shows the same plain page as a revoked one', async ({ browser }) => {
  const { context, page } = await phone(browser, 390);
  await page.goto('/p/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(INVALID);
  expect(await violations(page)).toEqual([]);
  await context.close();
});
