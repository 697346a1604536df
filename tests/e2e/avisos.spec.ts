import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { businessToday } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { whatsappMessageLink } from '../../src/shared/domain/messaging';
import { messagingMessages } from '../../src/shared/messages/messaging';
import type { Seed } from './support/seed';
import { AFTER_RETRIES, expect, test, uniquePrefix } from './support/fixtures';
import { setSendingHours } from './support/app-api';
import { interceptWhatsapp } from './support/whatsapp';

// Avisos, the daily reminder centre (issue 14). WhatsApp links are answered locally: nothing
// leaves the machine.

const today = () => businessToday(new Date());

/** Ana: one profile expired 2 days ago and one due in 3; Beto: one due tomorrow; Carla has no phone. */
async function arrange(seed: Seed) {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, price: 15000 });
  const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
  const beto = await seed.client({ name: `${prefix} Beto`, phone: '+573109876543' });
  const carla = await seed.client({ name: `${prefix} Carla`, phone: null });
  const lejos = await seed.client({ name: `${prefix} Lejos`, phone: '+573150000000' });
  await seed.account(service.id, {}, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), -2) },
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today(), 3) },
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today(), 1) },
    { status: 'ocupado', client_id: carla.id, expiry_date: addDays(today(), 2) },
    { status: 'ocupado', client_id: lejos.id, expiry_date: addDays(today(), 20) },
  ]);
  return { prefix, ana, beto, carla };
}

async function expectedLink(page: Page, clientId: number) {
  const body = await (await page.request.get('/api/reminders?window=5')).json();
  const reminder = body.reminders.find((r: { client: { id: number } }) => r.client.id === clientId);
  const link = whatsappMessageLink(reminder.client.phone, reminder.message);
  if (!link.ok) throw new Error(link.error);
  return link.url;
}

test('the list, its counts and the window in the URL; a client without phone is marked', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
}) => {
  const { prefix } = await arrange(seed);
  await avisos.open();
  await expect(avisos.heading()).toBeVisible();
  await expect(avisos.reminders()).toHaveCount(3);
  // Most urgent first: Ana has an expired profile.
  await expect(avisos.reminders().first()).toContainText(`${prefix} Ana`);
  await expect(avisos.reminder('Ana')).toContainText('Venció hace 2 días');
  await expect(avisos.reminder('Ana')).toContainText('3 días');
  await expect(avisos.reminder('Ana')).toContainText('Total: $\u00a030.000');
  await expect(avisos.reminder('Ana')).toContainText('Aún sin avisar');
  const counts = page.locator('dl');
  await expect(counts).toContainText('Por avisar3');
  await expect(counts).toContainText('Perfiles vencidos1');
  await expect(counts).toContainText('Por vencer3');
  await expect(avisos.reminder('Carla')).toContainText(messagingMessages.noPhone);
  await expect(avisos.reminder('Carla').getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar todos (2)' })).toBeEnabled();

  await page.getByRole('radio', { name: 'Hoy' }).click();
  await expect(page).toHaveURL(/ventana=0/);
  await expect(avisos.reminders()).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Hoy' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: '5 días' }).click();
  await expect(avisos.reminders()).toHaveCount(3);
  await page.screenshot({ path: 'test-results/screens/avisos-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(avisos.reminder('Ana')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/avisos-phone.png', fullPage: true });
});

test('a real shop pages its cards: 25 a page, the page in the URL, Enviar todos over the whole window', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Max`, price: 12000 });
  const profiles = [];
  for (let i = 0; i < 30; i++) {
    const client = await seed.client({
      name: `${prefix} Cliente ${String(i).padStart(2, '0')}`,
      phone: `+5730012340${String(i).padStart(2, '0')}`,
    });
    profiles.push({ status: 'ocupado' as const, client_id: client.id, expiry_date: addDays(today(), i % 3) });
  }
  await seed.account(service.id, {}, profiles);
  await avisos.open();
  await expect(avisos.reminders()).toHaveCount(25);
  await expect(avisos.range()).toHaveText('Mostrando 1–25 de 30');
  // The figures and Enviar todos count the whole window, not the page.
  await expect(page.locator('dl')).toContainText('Por avisar30');
  await expect(page.getByRole('button', { name: 'Enviar todos (30)' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/avisos-paged-desktop.png', fullPage: true });

  await avisos.pagination().getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(avisos.reminders()).toHaveCount(5);
  await expect(avisos.range()).toHaveText('Mostrando 26–30 de 30');
  await page.reload();
  await expect(avisos.reminders()).toHaveCount(5);

  // Enviar todos holds all 30, though this page shows 5.
  await page.getByRole('button', { name: 'Enviar todos (30)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('0 de 30 mensajes');
  await expect(
    dialog.getByRole('button', { name: /Abrir WhatsApp: .* Cliente 00 \(1 de 30\)/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // A new window starts again at page 1.
  await page.getByRole('radio', { name: 'Hoy' }).click();
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(avisos.reminders()).toHaveCount(10);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: '5 días' }).click();
  await expect(avisos.reminders()).toHaveCount(25);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/avisos-paged-phone.png', fullPage: true });
});

test('Enviar records the reminder, then opens the exact wa.me link; Omitir records a skip', async ({
  adminPage: page,
  avisosPage: avisos,
  admin,
  seed,
}) => {
  const { ana } = await arrange(seed);
  const opened = await interceptWhatsapp(page.context());
  await avisos.open();
  const expected = await expectedLink(page, ana.id);
  expect(expected).toMatch(/^https:\/\/wa\.me\/573001234567\?text=Hola%20/);

  const popupPromise = page.waitForEvent('popup');
  await avisos.reminder('Ana').getByRole('button', { name: 'Enviar' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(expected);
  expect(opened).toEqual([expected]);
  await expect(avisos.reminder('Ana')).toContainText(
    new RegExp(`Avisado hoy por ${admin.full_name} a las \\d{1,2}:\\d{2}`),
  );
  await expect(avisos.reminder('Ana').getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();
  await expect(page.locator('dl')).toContainText('Avisados hoy1');

  await avisos.reminder('Beto').getByRole('button', { name: 'Omitir' }).click();
  await expect(avisos.reminder('Beto')).toContainText(`Omitido hoy por ${admin.full_name}`);
  expect(opened).toHaveLength(1);
});

test('Enviar todos steps through the clients one click at a time, with progress', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
}) => {
  const { ana, beto } = await arrange(seed);
  const opened = await interceptWhatsapp(page.context());
  // Enviar todos is a send run (docs/decisions/052): all-day hours, so it never asks first.
  await setSendingHours(page);
  await avisos.open();
  const links = [await expectedLink(page, ana.id), await expectedLink(page, beto.id)];
  await page.getByRole('button', { name: 'Enviar todos (2)' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('0 de 2 mensajes');

  for (const [index, name] of ['Ana', 'Beto'].entries()) {
    const popupPromise = page.waitForEvent('popup');
    await dialog
      .getByRole('button', { name: new RegExp(`Abrir WhatsApp: .* ${name} \\(${index + 1} de 2\\)`) })
      .click();
    await (await popupPromise).waitForURL(links[index]!);
    await expect(dialog).toContainText(`${index + 1} de 2 mensajes`);
  }
  await expect(dialog).toContainText('Listo: se abrieron 2 mensajes de WhatsApp.');
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(opened).toEqual(links);
  await page.keyboard.press('Escape');
  await expect(page.locator('dl')).toContainText('Avisados hoy2');
  await expect(page.getByRole('button', { name: 'Enviar todos (0)' })).toBeDisabled();
});

test('a client another staff member already wrote to is refused (409) and nothing opens', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
  baseURL,
}) => {
  const { ana } = await arrange(seed);
  const opened = await interceptWhatsapp(page.context());
  await avisos.open();
  await expect(avisos.reminder('Ana')).toContainText('Aún sin avisar');

  // Laura writes to Ana from her own session while this screen still shows Ana as pending.
  const laura = await seed.user({ full_name: 'Laura Gómez' });
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => (await (await api.get('/api/csrf-token')).json()).csrfToken as string;
  const login = await api.post('/api/auth/login', {
    data: { username: laura.username, password: laura.password },
    headers: { 'X-CSRF-Token': await csrf() },
  });
  const { csrfToken } = await login.json();
  const profiles = (await (await page.request.get('/api/reminders?window=5')).json()).reminders.find(
    (r: { client: { id: number } }) => r.client.id === ana.id,
  ).profiles;
  const logged = await api.post('/api/notification-log', {
    data: {
      clientId: ana.id,
      profileIds: profiles.map((p: { profileId: number }) => p.profileId),
      type: 'expirado',
      outcome: 'enviado',
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(logged.status()).toBe(201);
  await api.dispose();

  const popupPromise = page.waitForEvent('popup');
  await avisos.reminder('Ana').getByRole('button', { name: 'Enviar' }).click();
  const popup = await popupPromise;
  await expect(avisos.reminder('Ana').getByRole('alert')).toContainText(
    /^Laura Gómez ya le escribió a .* Ana hoy a las \d{1,2}:\d{2}\. Si quieres escribirle otra vez, usa Enviar de nuevo\.$/,
  );
  await expect.poll(() => popup.isClosed()).toBe(true);
  expect(opened).toEqual([]);
  // The list reloaded: everyone sees who wrote.
  await expect(avisos.reminder('Ana')).toContainText(/Avisado hoy por Laura Gómez a las/);
});

test('Por liberar shows what the daily job will free and when; nobody frees them by hand', async ({
  adminPage: page,
  avisosPage: avisos,
  seed,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Disney`, price: 20000 });
  const old = await seed.client({ name: `${prefix} Olga`, phone: '+573001112233' });
  const recent = await seed.client({ name: `${prefix} Rita`, phone: '+573004445566' });
  // Olga's is long past grace (the job frees it on its next run); Rita's is in its grace.
  await seed.account(service.id, {}, [
    { status: 'ocupado', client_id: old.id, expiry_date: addDays(today(), -4000) },
    { status: 'ocupado', client_id: recent.id, expiry_date: addDays(today(), -1) },
  ]);
  await avisos.open();
  await expect(page.getByRole('button', { name: 'Liberar vencidos' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Por liberar \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Se liberarán automáticamente' });
  await expect(dialog).toContainText('dentro de los 3 días de gracia');
  await expect(dialog).toContainText('no renovó');
  const olga = dialog.getByRole('listitem').filter({ hasText: `${prefix} Olga` });
  await expect(olga).toContainText('se libera en la próxima revisión');
  await expect(dialog.getByRole('button', { name: /Liberar/ })).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/screens';
  await page.screenshot({ path: `${shots}/release-preview-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/release-preview-phone.png` });
  // Admins find where to change the days.
  await dialog.getByRole('link', { name: 'Cambiar los días de gracia en Ajustes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Periodo de gracia' })).toBeVisible();
});

test('a staff member sees Avisos and what will be freed, not Ajustes; the morning summary links here', async ({
  page,
  seed,
  signIn,
  avisosPage: avisos,
}) => {
  const user = await seed.user({ role: 'user' });
  await seed.notify(
    user.id,
    'Hoy: 2 clientes por avisar, 1 perfil vencido, 0 cuentas por pagar al proveedor',
    '',
  );
  await seed.linkLatestNotification(user.id, '/dashboard/avisos');
  await signIn(user);
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  await page.getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/dashboard\/avisos$/);
  await expect(avisos.heading()).toBeVisible();
  await page.getByRole('button', { name: /^Por liberar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Se liberarán automáticamente' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Ajustes/ })).toHaveCount(0);
});

test('a failed load says so and retries; an empty list says nobody is due', async ({
  adminPage: page,
  avisosPage: avisos,
}) => {
  let fail = true;
  await page.route('**/api/reminders?**', (route) => (fail ? route.abort() : route.continue()));
  await avisos.open('?ventana=0');
  await expect(page.getByRole('alert')).toContainText('Error al cargar los avisos.', AFTER_RETRIES);
  fail = false;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Seeded rows of other tests are gone: with nothing due today the list is empty.
  await expect(page.getByText('Nadie por avisar hoy')).toBeVisible();
});
