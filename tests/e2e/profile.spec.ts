import { expect, test } from './support/fixtures';
import { PNG } from './support/images';

test('change password: validation texts, wrong current password, success, and the new password works', async ({
  page,
  seed,
  signIn,
  shell,
  loginPage,
}) => {
  const user = await seed.user({ password: 'vieja123' });
  await signIn(user);
  await shell.openUserMenuItem('Cambiar contraseña');
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  const submit = dialog.getByRole('button', { name: 'Cambiar contraseña' });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, completa todos los campos');
  await dialog.getByLabel('Contraseña actual').fill('vieja123');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva123');
  await dialog.getByLabel('Confirmar nueva contraseña').fill('otra123');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Las contraseñas nuevas no coinciden');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirmar nueva contraseña').fill('abc');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('La nueva contraseña debe tener al menos 6 caracteres');

  await dialog.getByLabel('Contraseña actual').fill('equivocada');
  await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('nueva123');
  await dialog.getByLabel('Confirmar nueva contraseña').fill('nueva123');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña actual es incorrecta');

  await dialog.getByLabel('Contraseña actual').fill('vieja123');
  await submit.click();
  await expect(dialog.getByRole('status')).toHaveText('Contraseña actualizada correctamente');
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  await shell.logout();
  const login = loginPage;
  await login.signIn(user.username, 'vieja123');
  await expect(login.error()).toHaveText('Usuario o contraseña incorrectos');
  await login.signIn(user.username, 'nueva123');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('profile image: refuses a non-image, uploads with progress, shows the avatar, and removes it', async ({
  page,
  seed,
  signIn,
  shell,
}) => {
  const user = await seed.user({ full_name: 'Lucía Gómez Ruiz' });
  await signIn(user);
  await expect(shell.userMenuButton().getByTestId('avatar-initials')).toHaveText('LG');

  await shell.openUserMenuItem('Cambiar imagen de perfil');
  const dialog = page.getByRole('dialog', { name: 'Cambiar imagen de perfil' });
  await expect(dialog.getByText('Formatos permitidos: JPG, PNG, GIF. Tamaño máximo: 5MB.')).toBeVisible();
  const fileInput = dialog.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(dialog.getByRole('alert')).toHaveText('Solo se permiten archivos de imagen');
  await fileInput.setInputFiles({
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(dialog.getByRole('alert')).toHaveText('El tamaño máximo de la imagen es 5MB');

  await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Vista previa de la nueva imagen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Imagen de perfil actualizada correctamente');
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const avatar = shell.userMenuButton().getByRole('img', { name: 'Imagen de perfil' });
  await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);

  // The image is stored on the server: it is still there after a reload.
  await page.reload();
  await expect(shell.userMenuButton().getByRole('img', { name: 'Imagen de perfil' })).toBeVisible();

  await shell.openUserMenuItem('Cambiar imagen de perfil');
  await dialog.getByRole('button', { name: 'Eliminar imagen actual' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imagen de perfil eliminada correctamente');
  await expect(shell.userMenuButton().getByTestId('avatar-initials')).toHaveText('LG');
});

test('the user menu shows full name, email and role', async ({ page, seed, signIn, shell }) => {
  const user = await seed.user({ full_name: 'Andrés Núñez', email: 'andres@example.com' });
  await signIn(user);
  await shell.userMenuButton().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Andrés Núñez')).toBeVisible();
  await expect(menu.getByText('andres@example.com')).toBeVisible();
  await expect(menu.getByText('Usuario', { exact: true })).toBeVisible();
});
