import { expect, test, uniquePrefix } from './support/fixtures';
import { ClientsPage } from './pages/clients-page';
import { PaymentMethodsPage } from './pages/payment-methods-page';

// Ajustes → Medios de pago (issue 24, item 1): an admin lists the shop's payment methods, in
// the order the messages' {medios_pago} lists them.

// The methods are the shop's, not one test's: each test removes the ones it made.
let prefix = '';
test.beforeEach(() => {
  prefix = uniquePrefix();
});
test.afterEach(async ({ database }) => {
  await database.db.deleteFrom('payment_methods').where('name', 'like', `${prefix}%`).execute();
});

test('an admin adds Nequi and Bancolombia, puts Bancolombia first, and the expirado preview lists them', async ({
  adminPage: page,
}) => {
  // Two lists, a reorder and a preview: 22 s beside the other CI worker on a slower machine, close
  // to the default 30 s.
  test.setTimeout(60_000);
  const methods = new PaymentMethodsPage(page);
  await methods.open();
  const nequi = `${prefix} Nequi`;
  const banco = `${prefix} Bancolombia`;

  await methods.add({ kind: 'Nequi', name: nequi, number: '300 123 4567', holder: 'Ana Pérez' });
  await methods.add({
    kind: 'Banco',
    name: banco,
    number: 'Ahorros 123-456789-01',
    holder: 'Tienda Luz SAS',
    note: 'Envía el comprobante por aquí',
  });
  const mine = () => methods.rows().filter({ hasText: prefix });
  await expect(mine()).toHaveCount(2);
  await expect(mine().nth(0)).toContainText(nequi);
  await expect(mine().nth(1)).toContainText(banco);
  await expect(methods.row(banco)).toContainText('Banco');
  await expect(methods.row(banco)).toContainText('Activo');

  // Subir moves Bancolombia above Nequi, and the arrow keeps the focus.
  const up = page.getByRole('button', { name: `Subir ${banco}` });
  await up.click();
  await expect(mine().nth(0)).toContainText(banco);
  await expect(mine().nth(1)).toContainText(nequi);
  await expect(page.getByRole('status').filter({ hasText: 'Orden actualizado.' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^(Subir|Bajar) ${banco}$`));
  await page.screenshot({ path: 'test-results/screens/payment-methods-desktop.png', fullPage: true });

  // The expirado template's preview, in Clientes → Plantillas WhatsApp, lists them in that order.
  await new ClientsPage(page).open();
  await page.getByRole('button', { name: 'Plantillas WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plantillas WhatsApp' });
  await expect(dialog.getByRole('button', { name: 'Insertar {medios_pago}' })).toBeVisible();
  const preview = dialog.getByTestId('template-preview');
  await expect(preview).toContainText('💳 Medios de pago:');
  const text = (await preview.textContent()) ?? '';
  const bancoLine = `${banco}: Ahorros 123-456789-01 (Tienda Luz SAS) - Envía el comprobante por aquí`;
  const nequiLine = `${nequi}: 300 123 4567 (Ana Pérez)`;
  expect(text).toContain(bancoLine);
  expect(text.indexOf(bancoLine)).toBeLessThan(text.indexOf(nequiLine));
  expect(text.indexOf('💳 Medios de pago:')).toBeLessThan(text.indexOf(bancoLine));
  await page.screenshot({ path: 'test-results/screens/payment-methods-preview.png' });

  // An inactive method leaves the messages; deleting one asks first.
  await page.keyboard.press('Escape');
  await methods.open();
  await page.getByRole('button', { name: `Editar ${nequi}` }).click();
  await methods.fillAndSave('Editar medio de pago', { active: false });
  await expect(methods.row(nequi)).toContainText('Inactivo');
  const templates = (await (await page.request.get('/api/templates')).json()) as {
    paymentMethods: { name: string }[];
  };
  expect(templates.paymentMethods.map((m) => m.name)).toContain(banco);
  expect(templates.paymentMethods.map((m) => m.name)).not.toContain(nequi);

  await page.getByRole('button', { name: `Eliminar ${banco}` }).click();
  await methods.confirmDelete('¿Eliminar este medio de pago?');
  await expect(methods.row(banco)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Medio de pago eliminado.' })).toBeVisible();
});

test('the form gives the server’s Spanish message, and a failed load offers to try again', async ({
  adminPage: page,
}) => {
  const methods = new PaymentMethodsPage(page);
  await methods.open();
  await methods.newButton().click();
  const dialog = methods.dialog('Nuevo medio de pago');
  await expect(dialog.getByLabel('Tipo')).toBeFocused();
  await dialog.getByLabel('Tipo').selectOption({ label: 'Banco' });
  await expect(dialog.getByLabel('Nombre')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre del medio de pago es obligatorio.')).toBeVisible();
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await methods.failLoadThenRetry();
  await expect(methods.newButton()).toBeVisible();
});

test('a shop without methods: the empty list says what to add, and the editor says the line is left out', async ({
  adminPage: page,
}) => {
  // The methods are the shop's: other tests' may exist, so this one sees none through the network.
  await page.route('**/api/payment-methods', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { paymentMethods: [] } }) : route.continue(),
  );
  await page.route('**/api/templates', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), paymentMethods: [] } });
  });
  const methods = new PaymentMethodsPage(page);
  await methods.open();
  await expect(page.getByText('Aún no hay medios de pago')).toBeVisible();
  await expect(methods.newButton()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/payment-methods-empty.png' });

  await new ClientsPage(page).open();
  await page.getByRole('button', { name: 'Plantillas WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plantillas WhatsApp' });
  await expect(dialog.getByTestId('template-no-payment-methods')).toBeVisible();
  await expect(dialog.getByTestId('template-preview')).not.toContainText('Medios de pago');
  await expect(dialog.getByTestId('template-preview')).toContainText('¿Lo renovamos?');
});

test('fits a phone', async ({ adminPage: page }) => {
  const methods = new PaymentMethodsPage(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await methods.open();
  const daviplata = `${prefix} Daviplata`;
  await methods.add({
    kind: 'Daviplata',
    name: daviplata,
    number: '310 987 6543',
    holder: 'Andrés Felipe Rodríguez',
  });
  await methods.add({ kind: 'Bre-B (llave)', name: `${prefix} Bre-B`, number: '@tiendaluz' });
  await expect(page.getByRole('button', { name: `Eliminar ${daviplata}` })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/payment-methods-phone.png', fullPage: true });
  await methods.newButton().click();
  await page.screenshot({ path: 'test-results/screens/payment-methods-dialog-phone.png' });
});
