import AxeBuilder from '@axe-core/playwright';
import { insertPlan } from '../factories/plan.factory';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Combos (issue 25 item 4, docs/decisions/044): Servicios' Combos dialog lists, creates, edits
// and deletes combos of plans of different services.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('create, edit and delete a combo in Servicios', async ({ page, seed, database, servicesPage }) => {
  test.setTimeout(90_000);
  const prefix = uniquePrefix();
  const netflix = await seed.service({ name: `${prefix} Netflix`, price: 20000 });
  const disney = await seed.service({ name: `${prefix} Disney`, price: 10000 });
  await insertPlan(database.db, netflix.id, { name: '1 mes', price: 20000, reseller_price: 16000 });
  await insertPlan(database.db, disney.id, { name: '30 días', price: 10000, reseller_price: 8000 });
  const comboName = `${prefix} Dúo`;

  await servicesPage.open();
  await page.getByRole('button', { name: 'Combos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Combos' });
  await dialog.getByRole('button', { name: 'Nuevo combo' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo combo' });
  await form.getByLabel('Nombre del combo').fill(comboName);
  const pick = async (label: string, service: string) => {
    const select = form.getByLabel(label, { exact: true });
    const value = await select.locator('option', { hasText: service }).getAttribute('value');
    await select.selectOption(value!);
  };
  // One plan only: refused in Spanish.
  await pick('Plan 1', `${prefix} Netflix`);
  await form.getByLabel('Precio (COP)', { exact: true }).fill('25000');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Un combo necesita al menos dos planes.');
  await pick('Plan 2', `${prefix} Disney`);
  expect(await violationsOf(page), 'combo form').toEqual([]);
  await form.getByRole('button', { name: 'Guardar' }).click();
  const list = page.getByRole('dialog', { name: 'Combos' });
  await expect(list.getByText('Combo guardado correctamente')).toBeVisible();
  const row = list.getByRole('row', { name: new RegExp(comboName) });
  await expect(row).toContainText('$ 25.000');
  await expect(row).toContainText('$ 20.000');
  expect(await violationsOf(page), 'combo list').toEqual([]);

  // Edit the price, then delete it (never sold: deleted).
  await list.getByRole('button', { name: `Editar ${comboName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar combo' });
  await edit.getByLabel('Precio (COP)', { exact: true }).fill('26000');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(list.getByRole('row', { name: new RegExp(comboName) })).toContainText('$ 26.000');
  await list.getByRole('button', { name: `Eliminar ${comboName}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar eliminación' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(list.getByText('Combo eliminado correctamente')).toBeVisible();
  await expect(list.getByRole('row', { name: new RegExp(comboName) })).toHaveCount(0);
});
