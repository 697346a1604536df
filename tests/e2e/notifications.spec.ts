import { AFTER_RETRIES, expect, test } from './support/fixtures';

test('the bell shows the unread count, lists the notifications and marks one as read', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user();
  await seed.notify(user.id, 'Renueva la cuenta de Netflix de Ana');
  await seed.notify(user.id, 'Reunión del equipo el lunes');
  await signIn(user);
  await expect(shell.badge()).toHaveText('2');

  await shell.bell().click();
  const list = page.getByRole('list', { name: 'Notificaciones' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Newest first.
  await expect(list.getByRole('listitem').first()).toContainText('Reunión del equipo el lunes');
  await page.screenshot({ path: 'test-results/screens/notifications.png' });
  await list.getByRole('button', { name: /Reunión del equipo/ }).click();
  await expect(shell.badge()).toHaveText('1');
  await expect(list.getByRole('button', { name: /Reunión del equipo/ })).toHaveCount(0);
});

test('a user without notifications reads that there are none', async ({ page, seed, signIn, shell }) => {
  const user = await seed.user();
  await signIn(user);
  await expect(shell.badge()).toHaveCount(0);
  await shell.bell().click();
  await expect(page.getByText('No tienes notificaciones')).toBeVisible();
});

test('a failed load says so and retries', async ({ page, seed, signIn, shell }) => {
  const user = await seed.user();
  await seed.notify(user.id, 'Aviso tras el reintento');
  let failing = true;
  await page.route('**/api/notifications?*', (route) =>
    failing ? route.fulfill({ status: 500, json: { error: 'x' } }) : route.continue(),
  );
  await signIn(user);
  await shell.bell().click();
  await expect(page.getByText('Error al cargar notificaciones')).toBeVisible(AFTER_RETRIES);
  failing = false;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByText('Aviso tras el reintento')).toBeVisible();
  await expect(shell.badge()).toHaveText('1');
});
