import AxeBuilder from '@axe-core/playwright';
import { addDays } from '../../src/shared/domain/expiry';
import { accountPasswordsMessages, accountPasswordsUi } from '../../src/shared/messages/accounts';
import { notifyProfilesUi } from '../../src/shared/messages/messaging';
import { businessToday } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { interceptWhatsapp } from './support/whatsapp';

// Cambiar contraseñas (issue 26 item 2): two accounts ticked in Cuentas, one password typed and
// one pasted, then Ana, who holds a profile of each, gets one Nueva Contraseña message for both.

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('new passwords for two ticked accounts, one message to their holder', async ({
  page,
  seed,
  accountsPage: list,
}) => {
  const today = await businessToday(page);
  const prefix = uniquePrefix();
  const service = await seed.service({ name: `${prefix} Max`, price: 15000 });
  const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
  await seed.account(service.id, { username: `${prefix}-uno@max.com` }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 9) },
  ]);
  await seed.account(service.id, { username: `${prefix}-dos@max.com` }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 12) },
  ]);
  const opened = await interceptWhatsapp(page.context());

  await list.open(`?buscar=${prefix}`);
  await expect(list.rows()).toHaveCount(2);
  await list.row('-uno@').getByRole('checkbox').check();
  await list.row('-dos@').getByRole('checkbox').check();
  await page.getByRole('button', { name: accountPasswordsUi.actionWithCount(2) }).click();

  const dialog = page.getByRole('dialog', { name: accountPasswordsUi.title });
  await dialog
    .getByLabel(accountPasswordsUi.newPassword(`${prefix} Max`, `${prefix}-uno@max.com`))
    .fill('NuevaUno1');
  await dialog
    .getByLabel(accountPasswordsUi.pasteLabel)
    .fill(`${prefix}-dos@max.com;NuevaDos2\notro@x.co;zzz`);
  await dialog.getByRole('button', { name: accountPasswordsUi.pasteApply }).click();
  await expect(dialog.getByRole('status')).toContainText('otro@x.co');
  await expect(
    dialog.getByLabel(accountPasswordsUi.newPassword(`${prefix} Max`, `${prefix}-dos@max.com`)),
  ).toHaveValue('NuevaDos2');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: accountPasswordsUi.save }).click();
  await list.expectToast(accountPasswordsMessages.changed(2));

  const notices = page.getByRole('dialog', { name: accountPasswordsUi.messagesTitle });
  await expect(notices.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await notices.getByRole('button', { name: notifyProfilesUi.send }).click();
  await expect.poll(() => opened.length).toBe(1);
  const text = new URL(opened[0]!).searchParams.get('text') ?? '';
  expect(opened[0]).toContain('https://wa.me/573001234567');
  expect(text).toContain('NuevaUno1');
  expect(text).toContain('NuevaDos2');
});
