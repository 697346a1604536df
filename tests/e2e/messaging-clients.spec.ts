import type { Locator } from '@playwright/test';
import { addDays } from '../../src/shared/domain/expiry';
import {
  composeMessage,
  DEFAULT_TEMPLATES,
  whatsappMessageLink,
  type MessageProfile,
} from '../../src/shared/domain/messaging';
import { businessToday, csrfToken } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';
import type { Seed } from './support/seed';

// Servicios' and Clientes' messages (issue 14): the template editor, the per-service access
// template, Plantillas WhatsApp, and the client profiles modal with its type picker. Every wa.me
// link is intercepted: the tests read the exact URL that would open, and nothing leaves the machine.

// The WhatsApp and shared access templates are the shop's, not one test's: put them back.
test.afterEach(async ({ database }) => {
  await database.db.deleteFrom('message_templates').where('scope', 'in', ['whatsapp', 'access']).execute();
});

async function templates(page: Page) {
  return (await (await page.request.get('/api/templates')).json()) as {
    whatsapp: Record<string, string>;
    access: string;
    services: Record<string, string>;
  };
}

const editor = (dialog: Locator) => dialog.getByLabel('Texto de la plantilla');

test("a service's own access template: insert at the cursor, preview, save for 3 s, reset to the shared one", async ({
  page,
  seed,
  servicesPage: list,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, price: 18000 });
  await list.open();
  await list.search(prefix);
  await list
    .row(service.name)
    .getByRole('button', { name: `Plantilla de mensaje de ${service.name}` })
    .click();
  const dialog = list.dialog(`Plantilla de ${service.name}`);
  await expect(dialog.getByText('Este servicio usa la plantilla de acceso general.')).toBeVisible();
  await expect(editor(dialog)).toHaveValue(DEFAULT_TEMPLATES.access);

  // A blank text is refused with the API's own message.
  await editor(dialog).fill('   ');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('El texto de la plantilla no puede estar vacío.');

  // The variable goes where the cursor is, and the cursor stays right after it.
  await editor(dialog).fill('Hola , tu acceso a {servicio}');
  await editor(dialog).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(5, 5));
  await dialog.getByRole('button', { name: 'Insertar {nombre_cliente}' }).click();
  const text = 'Hola {nombre_cliente}, tu acceso a {servicio}';
  await expect(editor(dialog)).toHaveValue(text);
  await expect(editor(dialog)).toBeFocused();
  expect(await editor(dialog).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(21);
  await expect(dialog.getByTestId('template-counter')).toHaveText('45 / 4.000');
  // The preview is about this service, on the sample client.
  await expect(dialog.getByTestId('template-preview')).toHaveText(
    `Hola María José Peña, tu acceso a ${service.name}`,
  );

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const saved = dialog.getByText('Plantilla guardada');
  await expect(saved).toBeVisible();
  await expect(dialog.getByText('Este servicio tiene su propia plantilla.')).toBeVisible();
  expect((await templates(page)).services[String(service.id)]).toBe(text);
  await page.screenshot({ path: 'test-results/screens/service-template.png' });
  // Spec section 9: the saved notice hides itself after 3 s.
  await expect(saved).toBeHidden({ timeout: 4_500 });

  // Restablecer shows what it goes back to (the shared text) before deleting the service's own.
  await dialog.getByRole('button', { name: 'Restablecer' }).click();
  await expect(dialog.getByTestId('template-reset-text')).toHaveText(DEFAULT_TEMPLATES.access);
  await dialog.getByRole('button', { name: 'Sí, restablecer' }).click();
  await expect(dialog.getByText('Plantilla restablecida a la predeterminada')).toBeVisible();
  await expect(editor(dialog)).toHaveValue(DEFAULT_TEMPLATES.access);
  expect((await templates(page)).services[String(service.id)]).toBeUndefined();

  // Unsaved changes are not lost to a stray Escape.
  await editor(dialog).fill('Algo a medio escribir');
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Tienes cambios sin guardar. ¿Quieres descartarlos?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(editor(dialog)).toHaveValue('Algo a medio escribir');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(dialog).toBeHidden();
});

test('the shared access template is edited from Servicios', async ({ page, servicesPage: list }) => {
  await list.open();
  await page.getByRole('button', { name: 'Plantilla de acceso general' }).click();
  const dialog = list.dialog('Plantilla de acceso general');
  await editor(dialog).fill('Acceso: {correo} / {contraseña} · {perfil}');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Plantilla guardada')).toBeVisible();
  expect((await templates(page)).access).toBe('Acceso: {correo} / {contraseña} · {perfil}');
});

test('Plantillas WhatsApp edits expirado and renovaciones, and a reset brings the default back', async ({
  page,
  clientsPage: list,
}) => {
  await list.open();
  await page.getByRole('button', { name: 'Plantillas WhatsApp' }).click();
  const dialog = list.dialog('Plantillas WhatsApp');
  const tab = (name: string) =>
    dialog.getByRole('group', { name: 'Tipo de mensaje' }).getByRole('button', { name });
  await expect(tab('Expirado')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor(dialog)).toHaveValue(DEFAULT_TEMPLATES.expirado);

  // Switching type with unsaved changes asks first.
  await editor(dialog).fill('Hola {nombre_cliente}');
  await tab('Renovación').click();
  await dialog.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(tab('Renovación')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor(dialog)).toHaveValue(DEFAULT_TEMPLATES.renovaciones);

  const text = 'Hola {nombre_cliente}, renueva {servicio} ({perfil}) por {precio}.';
  await editor(dialog).fill(text);
  await expect(dialog.getByTestId('template-preview')).toHaveText(
    'Hola María José Peña, renueva Netflix (Perfil 2) por $\u00a018.000.',
  );
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Plantilla guardada')).toBeVisible();
  expect((await templates(page)).whatsapp.renovaciones).toBe(text);
  await page.screenshot({ path: 'test-results/screens/whatsapp-templates.png' });

  await dialog.getByRole('button', { name: 'Restablecer' }).click();
  await expect(dialog.getByTestId('template-reset-text')).toHaveText(DEFAULT_TEMPLATES.renovaciones);
  await dialog.getByRole('button', { name: 'Sí, restablecer' }).click();
  await expect(editor(dialog)).toHaveValue(DEFAULT_TEMPLATES.renovaciones);
  expect((await templates(page)).whatsapp.renovaciones).toBe(DEFAULT_TEMPLATES.renovaciones);
});

/** A revendedor with four Netflix profiles: expired, two due (one at an agreed price), one active. */
async function resellerWithProfiles(seed: Seed, today: string) {
  const prefix = uniquePrefix();
  const client = await seed.client({
    name: `${prefix} Ana Gómez`,
    phone: '+573001234567',
    type: 'revendedor',
  });
  const service = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
  const account = await seed.account(service.id, { username: `${prefix}@netflix.com`, password: 'clave-1' }, [
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, -3), pin: '1111' },
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 2), pin: '2222' },
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 4), custom_price: 15000 },
    { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 20) },
  ]);
  const profile = (name: string, expiryDate: string, pin: string | null, customPrice: number | null) =>
    ({
      serviceName: service.name,
      username: account.username,
      password: 'clave-1',
      profileName: name,
      pin,
      expiryDate,
      observations: null,
      servicePrice: 20000,
      customPrice,
      status: 'ocupado',
    }) satisfies MessageProfile;
  return {
    prefix,
    client,
    due: [
      profile('Perfil 2', addDays(today, 2), '2222', null),
      profile('Perfil 3', addDays(today, 4), null, 15000),
    ],
  };
}

test('the client profiles modal: states, selections, validation, and the combined renovaciones message', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  const today = await businessToday(page);
  const { prefix, client, due } = await resellerWithProfiles(seed, today);
  await list.open();
  await list.search(prefix);
  // The active-profiles count opens the modal, as the row action does.
  const dialog = await list.openProfiles(client.name, { byCount: 4 });
  await expect(list.profileCards(dialog)).toHaveCount(4);
  await expect(list.profileCards(dialog).nth(0)).toHaveAttribute('data-state', 'expired');
  await expect(list.profileCards(dialog).nth(0)).toContainText('Expirado');
  await expect(list.profileCards(dialog).nth(0)).toContainText('Venció hace 3 días');
  await expect(list.profileCards(dialog).nth(1)).toHaveAttribute('data-state', 'near');
  await expect(list.profileCards(dialog).nth(1)).toContainText('Quedan 2 días');
  // A revendedor pays 80 % of the service price, unless a price was agreed at the sale.
  await expect(list.profileCards(dialog).nth(1)).toContainText('Precio revendedor (-20 %): $\u00a016.000');
  await expect(list.profileCards(dialog).nth(2)).toContainText('Precio acordado: $\u00a015.000');
  await expect(list.profileCards(dialog).nth(3)).toHaveAttribute('data-state', 'active');

  await dialog.getByRole('button', { name: 'Notificar Seleccionados' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor selecciona al menos un perfil');

  const boxes = list.profileCards(dialog).getByRole('checkbox');
  await dialog.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Expirados' }).click();
  await expect(dialog.getByText('1 de 4 seleccionados')).toBeVisible();
  await expect(boxes.nth(0)).toBeChecked();

  // Only the active one: renovaciones is suggested, and refused, as none is about to expire.
  await boxes.nth(0).uncheck();
  await boxes.nth(3).check();
  await dialog.getByRole('button', { name: 'Notificar Seleccionados' }).click();
  const picker = page.getByRole('dialog', { name: 'Notificar por WhatsApp' });
  await expect(picker.getByRole('radio', { name: /Renovación/ })).toBeChecked();
  await expect(picker.getByRole('alert')).toHaveText(
    'No hay perfiles próximos a expirar en la selección actual.',
  );
  await expect(picker.getByRole('button', { name: 'Enviar por WhatsApp' })).toBeDisabled();
  await picker.getByRole('button', { name: 'Cancelar' }).click();

  // An expired one in the selection suggests expirado.
  await dialog.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  await dialog.getByRole('button', { name: 'Notificar Seleccionados' }).click();
  await expect(picker.getByRole('radio', { name: /Expirado/ })).toBeChecked();
  await expect(picker.getByRole('radio')).toHaveCount(2);
  await picker.getByRole('button', { name: 'Cancelar' }).click();

  // Por Vencer: the two due ones, one message with both and the total to renew.
  await dialog.getByRole('button', { name: 'Por Vencer' }).click();
  await expect(dialog.getByText('2 de 4 seleccionados')).toBeVisible();
  await dialog.getByRole('button', { name: 'Notificar Seleccionados' }).click();
  await expect(picker.getByRole('radio', { name: /Renovación/ })).toBeChecked();
  await expect(picker.getByTestId('client-notify-total')).toHaveText('$\u00a031.000');
  const expected = composeMessage(
    DEFAULT_TEMPLATES.renovaciones,
    'renovaciones',
    { name: client.name, phone: client.phone, type: 'revendedor' },
    due,
    today,
  );
  expect(expected).toContain('💰 Total a renovar: $\u00a031.000');
  await expect(picker.getByTestId('client-notify-preview')).toHaveText(expected);
  await page.screenshot({ path: 'test-results/screens/client-notify.png' });

  const popup = page.waitForEvent('popup');
  await picker.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await (await popup).waitForURL(/wa\.me/);
  const link = whatsappMessageLink(client.phone, expected);
  if (!link.ok) throw new Error(link.error);
  expect(opened).toEqual([link.url]);
  await expect(picker.getByText('Listo: se abrió 1 mensaje de WhatsApp.')).toBeVisible();

  // Recorded in the notification log, for every staff member to see.
  const log = await (await page.request.get(`/api/notification-log?clientId=${client.id}`)).json();
  expect(log.entries).toHaveLength(1);
  expect(log.entries[0]).toMatchObject({ clientId: client.id, type: 'renovaciones', outcome: 'enviado' });
  expect(log.entries[0].profileIds).toHaveLength(2);
});

test('Personalizada sends the text the user wrote; a blocked window falls back to one click', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  // The browser refuses the first window, as it does to a page opening one on its own.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    let calls = 0;
    window.open = (...args) => (++calls === 1 ? null : open(...args));
  });
  const today = await businessToday(page);
  const { prefix, client } = await resellerWithProfiles(seed, today);
  await list.open();
  await list.search(prefix);
  const dialog = await list.openProfiles(client.name);
  await dialog.getByRole('button', { name: 'Expirados' }).click();
  await dialog.getByRole('button', { name: 'Personalizada' }).click();
  const picker = page.getByRole('dialog', { name: 'Mensaje personalizado' });
  const message = picker.getByLabel('Mensaje');
  await expect(message).toHaveValue(/Hola .* Ana Gómez/);
  const text = 'Hola Ana 👋\nTu Netflix venció; ¿lo renovamos hoy?';
  await message.fill(text);
  await picker.getByRole('button', { name: 'Enviar por WhatsApp' }).click();

  const step = picker.getByRole('button', { name: `Abrir WhatsApp: ${client.name} (1 de 1)` });
  await expect(step).toBeVisible();
  const popup = page.waitForEvent('popup');
  await step.click();
  await (await popup).waitForURL(/wa\.me/);
  expect(opened).toEqual([`https://wa.me/573001234567?text=${encodeURIComponent(text)}`]);
  const log = await (await page.request.get(`/api/notification-log?clientId=${client.id}`)).json();
  expect(log.entries).toMatchObject([
    { type: 'expirado', outcome: 'enviado', profileIds: [expect.any(Number)] },
  ]);
});

test('the profiles modal on a phone: nothing wider than the screen', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const today = await businessToday(page);
  const { prefix, client } = await resellerWithProfiles(seed, today);
  await list.open();
  await list.search(prefix);
  const dialog = await list.openProfiles(client.name);
  await expect(list.profileCards(dialog)).toHaveCount(4);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(dialog.getByRole('button', { name: 'Notificar Seleccionados' })).toBeInViewport();
  await page.screenshot({ path: 'test-results/screens/client-profiles-phone.png' });
});

test('a client someone already wrote to today is refused with who did it, and Enviar de nuevo sends on purpose', async ({
  page,
  seed,
  clientsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  const today = await businessToday(page);
  const { prefix, client } = await resellerWithProfiles(seed, today);
  // A colleague reminded the client of the expired profile a moment ago (Avisos, another device).
  const { client: detail } = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as {
    client: { profiles: { profile_id: number; expiry_date: string }[] };
  };
  const expired = detail.profiles.find((p) => p.expiry_date === addDays(today, -3))!;
  const first = await page.request.post('/api/notification-log', {
    data: { clientId: client.id, profileIds: [expired.profile_id], type: 'expirado', outcome: 'enviado' },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  expect(first.status()).toBe(201);

  await list.open();
  await list.search(prefix);
  const dialog = await list.openProfiles(client.name);
  await dialog.getByRole('button', { name: 'Expirados' }).click();
  await dialog.getByRole('button', { name: 'Personalizada' }).click();
  const picker = page.getByRole('dialog', { name: 'Mensaje personalizado' });
  await picker.getByRole('button', { name: 'Enviar por WhatsApp' }).click();

  await expect(picker.getByText(/ya le escribió a .* Ana Gómez hoy a las/)).toBeVisible();
  expect(opened).toEqual([]);
  const popup = page.waitForEvent('popup');
  await picker.getByRole('button', { name: 'Enviar de nuevo' }).click();
  await (await popup).waitForURL(/wa\.me/);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
  const log = await (await page.request.get(`/api/notification-log?clientId=${client.id}`)).json();
  expect(log.entries).toHaveLength(2);
});
