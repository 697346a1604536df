import AxeBuilder from '@axe-core/playwright';
import { businessToday } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { settingsMessages } from '../../src/shared/messages/settings';
import { csrfToken } from './support/app-api';
import { expect, test, uniquePrefix } from './support/fixtures';

// The grace period and reactivation (issue 25, item 6; docs/decisions/040): Ajustes sets the days;
// a client whose profile the daily job released is offered it again from Clientes.

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/screens';
const today = () => businessToday(new Date());

test('Ajustes: an admin sets the grace days, with the Spanish message for a bad value', async ({
  adminPage: page,
}) => {
  try {
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Periodo de gracia' });
    await expect(section).toBeVisible();
    const field = section.getByLabel('Días de gracia');
    await expect(field).toHaveValue('3');
    await field.fill('45');
    await section.getByRole('button', { name: 'Guardar' }).click();
    await expect(section.getByRole('alert')).toHaveText(settingsMessages.invalidGraceDays);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('5');
    await section.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(settingsMessages.saved)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/grace-settings-desktop.png` });
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Periodo de gracia' }).getByLabel('Días de gracia'),
    ).toHaveValue('5');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Periodo de gracia' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/grace-settings-phone.png` });
  } finally {
    // The setting is the shop's: the next tests find the default again.
    await page.request.put('/api/settings', {
      data: { graceDays: 3 },
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    });
  }
});

test('Vender de nuevo: a released client is offered their old profile, else another free one', async ({
  adminPage: page,
  clientsPage: clients,
  seed,
  database,
}) => {
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Netflix`, price: 15000 });
  const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
  const luis = await seed.client({ name: `${prefix} Luis`, phone: '+573009876543' });
  const a = await seed.account(service.id, { username: `${prefix}a@correo.co` }, [
    { status: 'libre' },
    { status: 'ocupado', client_id: luis.id, expiry_date: addDays(today(), 20) },
  ]);
  const b = await seed.account(service.id, { username: `${prefix}b@correo.co` }, [{ status: 'libre' }]);
  const [old] = await database.db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', a.id)
    .orderBy('position')
    .execute();
  // As the daily job leaves it: the profile free, and "no renovó" in Ana's history.
  await database.db
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      day: today(),
      user_id: null,
      user_name: null,
      entity: 'profile',
      entity_id: old!.id,
      entity_label: `Perfil 1 · ${prefix} Netflix · ${prefix}a@correo.co`,
      action: 'release',
      account_id: a.id,
      client_id: ana.id,
      changes: JSON.stringify([{ field: 'status', before: 'ocupado', after: 'libre' }]),
      note: settingsMessages.releasedNote(3),
    })
    .execute();

  await clients.open();
  await clients.search(prefix);
  let dialog = await clients.openProfiles(`${prefix} Ana`);
  const panel = dialog.getByRole('region', { name: 'Vender de nuevo' });
  await expect(panel).toContainText(`Se liberó Perfil 1 · ${prefix} Netflix · ${prefix}a@correo.co`);
  await expect(panel).toContainText('no renovó');
  await expect(panel).toContainText(`Su perfil anterior sigue libre: Perfil 1 · ${prefix} Netflix`);
  await page.screenshot({ path: `${SHOTS}/sell-again-desktop.png` });
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // Someone else took it: another free profile of Netflix is offered instead.
  await database.db
    .updateTable('profiles')
    .set({ status: 'ocupado', client_id: luis.id, expiry_date: addDays(today(), 30) })
    .where('id', '=', old!.id)
    .execute();
  // As a sale keeps it: the account's free count follows its profiles.
  await database.db.updateTable('accounts').set({ free_count: 0 }).where('id', '=', a.id).execute();
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page.reload();
  await clients.search(prefix);
  dialog = await clients.openProfiles(`${prefix} Ana`);
  const again = dialog.getByRole('region', { name: 'Vender de nuevo' });
  await expect(again).toContainText(
    `Su perfil anterior ya no está libre. Otro libre del mismo servicio: Perfil 1 · ${prefix} Netflix · ${prefix}b@correo.co`,
  );
  await again.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/sell-again-phone.png` });

  // Vender de nuevo opens Asignar Perfil on it, with Ana already chosen.
  await again.getByRole('button', { name: 'Vender de nuevo' }).click();
  const assign = page.getByRole('dialog', { name: 'Asignar Perfil a Cliente' });
  await expect(assign).toContainText(`${prefix}b@correo.co`);
  await expect(assign).toContainText(`${prefix} Ana`);
  await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
  await expect(assign).toContainText(`Perfil asignado a ${prefix} Ana`);
  const sold = await database.db
    .selectFrom('profiles')
    .select(['status', 'client_id'])
    .where('account_id', '=', b.id)
    .executeTakeFirstOrThrow();
  expect(sold).toEqual({ status: 'ocupado', client_id: ana.id });
});
