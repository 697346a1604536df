import type { BrowserContext } from '@playwright/test';
import { formatDisplayDate } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { composeMessage, DEFAULT_TEMPLATES, whatsappMessageLink } from '../../src/shared/domain/messaging';
import type { AppDatabase } from '../../src/server/db/database';
import { businessToday } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Cuentas' messages (issue 14): the access information from the templates in force, the
// per-account notify modal and the Nueva Contraseña offer. Every wa.me link is intercepted: the
// tests read the exact URL that would open, and nothing leaves the machine.

/** Answers every wa.me request with a tiny page and keeps the URLs, with when each one opened. */
async function interceptWhatsapp(context: BrowserContext) {
  const opened: { url: string; at: number }[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push({ url: route.request().url(), at: Date.now() });
    return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return opened;
}

/** The log entries about these clients, oldest first: client, type and profiles. */
async function logEntries(database: AppDatabase, clientIds: number[]) {
  const rows = await database.db
    .selectFrom('notification_log')
    .innerJoin('notification_log_profiles', 'notification_log_profiles.log_id', 'notification_log.id')
    .select(['notification_log.client_id', 'notification_log.type', 'notification_log.outcome'])
    .select('notification_log_profiles.profile_id')
    .where('notification_log.client_id', 'in', clientIds)
    .orderBy('notification_log.id')
    .execute();
  return rows.map((r) => ({
    clientId: r.client_id,
    profileId: r.profile_id,
    type: r.type,
    outcome: r.outcome,
  }));
}

const profileIds = (database: AppDatabase, accountId: number) =>
  database.db
    .selectFrom('profiles')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .execute();

const notifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Notificar clientes' });
const entry = (dialog: ReturnType<typeof notifyDialog>, profile: string) =>
  dialog.locator('li').filter({ has: dialog.page().getByText(profile, { exact: true }) });

test("the copied access information is the service's own template", async ({
  page,
  seed,
  database,
  accountsPage: list,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Max`, price: 16000 });
  await database.db
    .insertInto('message_templates')
    .values({
      scope: 'service',
      scope_key: String(service.id),
      service_id: service.id,
      body: 'Hola {nombre_cliente}, tu {servicio}:\n{correo} / {contraseña}\n{perfil} · PIN {pin} · hasta {fecha_vencimiento}\n{variable_rara}',
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  await seed.client({ name: `${prefix} Nora`, phone: '+573001112233' });
  await seed.account(service.id, { username: `${prefix}@max.com`, password: 'clave-max' });
  const today = await businessToday(page);
  await list.open(`?buscar=${prefix}`);
  const row = list.row(`${prefix}@max.com`);

  const assign = await list.openFreeProfile(row, 'Perfil 1');
  await assign.chooseClient(`${prefix} Nora`);
  await assign.pin().fill('4321');
  await assign.assign();

  const info = [
    `Hola ${prefix} Nora, tu ${prefix} Max:`,
    `${prefix}@max.com / clave-max`,
    `Perfil 1 · PIN 4321 · hasta ${formatDisplayDate(addDays(today, 30))}`,
    '{variable_rara}',
  ].join('\n');
  await expect(assign.accessInfo()).toHaveValue(info);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info);
  await assign.close();

  // Editar Perfil's Copiar Info uses the same template, with what is on screen.
  await list.profile(row, 'Perfil 1').click();
  const edit = page.getByRole('dialog', { name: 'Editar Perfil' });
  await edit.getByLabel('PIN').fill('8765');
  await expect(edit.getByLabel('Información de acceso')).toHaveValue(info.replace('PIN 4321', 'PIN 8765'));
});

test('the notify modal: states, validation, the suggested type, two messages 500 ms apart and logged', async ({
  page,
  seed,
  database,
  accountsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  const prefix = uniquePrefix();
  const today = await businessToday(page);
  const service = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
  const laura = await seed.client({ name: `${prefix} Laura`, phone: '+573001112233' });
  const beto = await seed.client({ name: `${prefix} Beto`, phone: '+573154445566' });
  const carla = await seed.client({ name: `${prefix} Carla`, phone: '+573209998877', type: 'revendedor' });
  const account = await seed.account(service.id, { username: `${prefix}@netflix.com`, password: 'pw-1' }, [
    { status: 'ocupado', client_id: laura.id, expiry_date: addDays(today, 6), pin: '1111' },
    { status: 'ocupado', client_id: beto.id, expiry_date: addDays(today, 20) },
    { status: 'expirado', client_id: carla.id, expiry_date: addDays(today, -2) },
    {},
  ]);
  const [p1, , p3] = await profileIds(database, account.id);
  await list.open(`?buscar=${prefix}`);
  await list
    .row(`${prefix}@netflix.com`)
    .getByRole('button', { name: /^Notificar a los clientes de/ })
    .click();
  const dialog = notifyDialog(page);

  // The held profiles with their state in the 7-day window; the free one is not listed.
  await expect(dialog.getByTestId('notify-state')).toHaveText(['Por renovar', 'Activo', 'Expirado']);
  await expect(dialog.getByText('Perfil 4')).toHaveCount(0);
  // Only the holders who are due start checked: the active one is not told their plan is ending.
  await expect(dialog.getByText('2 de 3 seleccionados')).toBeVisible();
  await expect(entry(dialog, 'Perfil 2').getByRole('checkbox')).not.toBeChecked();
  // One of them expired: a renewal request is suggested.
  await expect(dialog.getByRole('radio', { name: /Renovación/ })).toBeChecked();

  for (const name of ['Perfil 1', 'Perfil 2', 'Perfil 3'])
    await entry(dialog, name).getByRole('checkbox').uncheck();
  await dialog.getByRole('button', { name: 'Enviar Notificaciones' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor selecciona al menos un perfil');
  expect(opened).toHaveLength(0);

  // Only an active profile: garantía is suggested; a renewal of it is refused in the spec's words.
  await entry(dialog, 'Perfil 2').getByRole('checkbox').check();
  await expect(dialog.getByRole('radio', { name: /Garantía\/Soporte/ })).toBeChecked();
  await expect(dialog.getByLabel('Tipo de problema')).toBeVisible();
  await dialog.getByRole('radio', { name: /Renovación/ }).check();
  await expect(dialog.getByRole('alert')).toHaveText(
    'No hay perfiles próximos a expirar en la selección actual.',
  );

  await entry(dialog, 'Perfil 2').getByRole('checkbox').uncheck();
  await entry(dialog, 'Perfil 1').getByRole('checkbox').check();
  await entry(dialog, 'Perfil 3').getByRole('checkbox').check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByTestId('notify-preview')).toHaveCount(2);

  const profile = (name: string, pin: string | null, expiryDate: string, status: string) => ({
    serviceName: `${prefix} Netflix`,
    username: `${prefix}@netflix.com`,
    password: 'pw-1',
    profileName: name,
    pin,
    expiryDate,
    observations: null,
    servicePrice: 20000,
    customPrice: null,
    status,
  });
  // Near expiry: the renovaciones text; already expired: the expirado one (the reseller pays 80 %).
  const first = composeMessage(
    DEFAULT_TEMPLATES.renovaciones,
    'renovaciones',
    { name: `${prefix} Laura`, phone: '+573001112233', type: 'cliente' },
    [profile('Perfil 1', '1111', addDays(today, 6), 'ocupado')],
    today,
  );
  const second = composeMessage(
    DEFAULT_TEMPLATES.expirado,
    'expirado',
    { name: `${prefix} Carla`, phone: '+573209998877', type: 'revendedor' },
    [profile('Perfil 3', null, addDays(today, -2), 'expirado')],
    today,
  );
  expect(second).toContain('Renovación: $\u00a016.000');
  await expect(dialog.getByTestId('notify-preview').first()).toContainText(`Hola ${prefix} Laura`);

  await dialog.getByRole('button', { name: 'Enviar Notificaciones' }).click();
  await expect(dialog.getByText('Listo: se abrieron 2 mensajes de WhatsApp.')).toBeVisible();
  await expect.poll(() => opened.length).toBe(2);
  expect(opened.map((o) => o.url)).toEqual([
    (whatsappMessageLink('+573001112233', first) as { url: string }).url,
    (whatsappMessageLink('+573209998877', second) as { url: string }).url,
  ]);
  expect(opened[0]!.url).toMatch(/^https:\/\/wa\.me\/573001112233\?text=Hola%20/);
  expect(decodeURIComponent(opened[0]!.url.split('text=')[1]!)).toContain(
    `📺 ${prefix} Netflix · Perfil 1\n🗓️ Fecha de vencimiento: ${formatDisplayDate(addDays(today, 6))}\n💵 Renovación: $\u00a020.000`,
  );
  // Spec section 9: 500 ms apart.
  expect(opened[1]!.at - opened[0]!.at).toBeGreaterThanOrEqual(450);
  expect(await logEntries(database, [laura.id, beto.id, carla.id])).toEqual([
    { clientId: laura.id, profileId: p1!.id, type: 'renovaciones', outcome: 'enviado' },
    { clientId: carla.id, profileId: p3!.id, type: 'expirado', outcome: 'enviado' },
  ]);
});

test('nothing due hides Renovación; a client without phone; one click per message once windows are blocked', async ({
  page,
  seed,
  database,
  accountsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  // The browser lets the first window open by itself and blocks the second, as real ones do.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    let calls = 0;
    window.open = (...args: Parameters<typeof window.open>) => {
      calls += 1;
      return calls === 2 ? null : open(...args);
    };
  });
  const prefix = uniquePrefix();
  const today = await businessToday(page);
  const service = await seed.service({ name: `${prefix} Disney`, price: 15000 });
  const ximena = await seed.client({ name: `${prefix} Ximena`, phone: '+573001234567' });
  const yuli = await seed.client({ name: `${prefix} Yuli`, phone: null });
  const zoe = await seed.client({ name: `${prefix} Zoe`, phone: '+573117654321' });
  const account = await seed.account(service.id, { username: `${prefix}@disney.com`, password: 'pw-d' }, [
    { status: 'ocupado', client_id: ximena.id, expiry_date: addDays(today, 20) },
    { status: 'ocupado', client_id: yuli.id, expiry_date: addDays(today, 15) },
    { status: 'ocupado', client_id: zoe.id, expiry_date: addDays(today, 8) },
  ]);
  const [p1, , p3] = await profileIds(database, account.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await list.open(`?buscar=${prefix}`);
  await list
    .row(`${prefix}@disney.com`)
    .getByRole('button', { name: /^Notificar a los clientes de/ })
    .click();
  const dialog = notifyDialog(page);

  await expect(dialog.getByTestId('notify-state')).toHaveText(['Activo', 'Activo', 'Activo']);
  await expect(dialog.getByRole('radio', { name: /Renovación/ })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: /Garantía\/Soporte/ })).toBeChecked();
  await expect(entry(dialog, 'Perfil 2')).toContainText('El cliente no tiene teléfono registrado');
  // A phone shows the whole dialog without sideways scrolling.
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await page.screenshot({ path: 'test-results/screens/cuentas-notify-phone.png' });

  await dialog.getByRole('button', { name: 'Enviar Notificaciones' }).click();
  const next = dialog.getByRole('button', { name: `Abrir WhatsApp: ${prefix} Zoe (3 de 3)` });
  await expect(next).toBeVisible();
  await expect(
    dialog.getByText('El navegador bloqueó la apertura automática de WhatsApp.', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('El cliente no tiene teléfono registrado')).toBeVisible();
  expect(opened).toHaveLength(1);
  await next.click();
  await expect(dialog.getByText('Se abrieron 2 de 3 mensajes; revisa los que no se enviaron.')).toBeVisible();
  await expect.poll(() => opened.length).toBe(2);
  expect(opened[0]!.url).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/);
  expect(opened[1]!.url).toMatch(/^https:\/\/wa\.me\/573117654321\?text=/);
  expect(decodeURIComponent(opened[1]!.url.split('text=')[1]!)).toContain(
    `Hola ${prefix} Zoe 👋\nYa revisamos tu servicio.`,
  );
  expect(await logEntries(database, [ximena.id, yuli.id, zoe.id])).toEqual([
    { clientId: ximena.id, profileId: p1!.id, type: 'garantia', outcome: 'enviado' },
    { clientId: zoe.id, profileId: p3!.id, type: 'garantia', outcome: 'enviado' },
  ]);
});

test('a changed account password offers Nueva Contraseña to every holder', async ({
  page,
  seed,
  database,
  accountsPage: list,
}) => {
  const opened = await interceptWhatsapp(page.context());
  const prefix = uniquePrefix();
  const today = await businessToday(page);
  // A shop's own text using both passwords (saved templates are shared: removed after the test).
  await database.db
    .insertInto('message_templates')
    .values({
      scope: 'whatsapp',
      scope_key: 'cambio_contraseña',
      service_id: null,
      body: 'Hola {nombre_cliente} 🔐\nTu {servicio} ({perfil}) cambió de clave: {contraseña_anterior} → {nueva_contraseña}\nUsuario: {correo}',
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  try {
    const service = await seed.service({ name: `${prefix} Spotify`, price: 12000 });
    const ana = await seed.client({ name: `${prefix} Ana María`, phone: '+573005556677' });
    const leo = await seed.client({ name: `${prefix} Leo`, phone: '+573016667788' });
    await seed.account(service.id, { username: `${prefix}@spotify.com`, password: 'vieja-1' }, [
      { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 12) },
      { status: 'expirado', client_id: leo.id, expiry_date: addDays(today, -1) },
      {},
    ]);
    await list.open(`?buscar=${prefix}`);
    const row = list.row(`${prefix}@spotify.com`);

    // Saving without a new password offers nothing.
    await row.getByRole('button', { name: /^Editar/ }).click();
    await page
      .getByRole('dialog', { name: 'Editar Cuenta' })
      .getByRole('button', { name: 'Guardar' })
      .click();
    await list.expectToast('Cuenta guardada correctamente');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await row.getByRole('button', { name: /^Editar/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Cuenta' });
    await edit.getByLabel('Contraseña', { exact: true }).fill('nueva-2');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    const offer = page.getByRole('dialog', { name: 'Avisar la nueva contraseña' });
    await expect(offer.getByText('2 de 2 seleccionados')).toBeVisible();
    await expect(offer.getByRole('radio')).toHaveCount(1);
    await expect(offer.getByRole('radio', { name: /Nueva Contraseña/ })).toBeChecked();
    await offer.getByRole('button', { name: 'Enviar Notificaciones' }).click();
    await expect(offer.getByText('Listo: se abrieron 2 mensajes de WhatsApp.')).toBeVisible();
    await expect.poll(() => opened.length).toBe(2);
    expect(opened.map((o) => o.url)).toEqual([
      `https://wa.me/573005556677?text=${encodeURIComponent(
        `Hola ${prefix} Ana María 🔐\nTu ${prefix} Spotify (Perfil 1) cambió de clave: vieja-1 → nueva-2\nUsuario: ${prefix}@spotify.com`,
      )}`,
      `https://wa.me/573016667788?text=${encodeURIComponent(
        `Hola ${prefix} Leo 🔐\nTu ${prefix} Spotify (Perfil 2) cambió de clave: vieja-1 → nueva-2\nUsuario: ${prefix}@spotify.com`,
      )}`,
    ]);
    expect((await logEntries(database, [ana.id, leo.id])).map((e) => e.type)).toEqual([
      'cambio_contraseña',
      'cambio_contraseña',
    ]);
  } finally {
    await database.db
      .deleteFrom('message_templates')
      .where('scope', '=', 'whatsapp')
      .where('scope_key', '=', 'cambio_contraseña')
      .execute();
  }
});
