import AxeBuilder from '@axe-core/playwright';
import { formatDisplayDate } from '../../src/shared/domain/business-time';
import { addDays, addMonths } from '../../src/shared/domain/expiry';
import { businessToday } from './support/app-api';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Planes (issue 25, docs/decisions/039): a shop adds a service's plans in Servicios, then
// Asignar offers them first: the plan sets the expiry and the price (a revendedor's price for a
// revendedor), both still editable, and the sale records its plan.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screens';
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOf(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`create plans in Servicios, then Asignar by plan sets the date and the price (${viewport.name})`, async ({
    page,
    seed,
    database,
    servicesPage,
    accountsPage,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport.size);
    const prefix = uniquePrefix();
    const name = `${prefix} Netflix`;
    const service = await seed.service({ name, price: 20000 });
    await seed.client({ name: `${prefix} Laura Revende`, phone: '+573001112233', type: 'revendedor' });
    await seed.account(service.id, { username: `${prefix}@netflix.com`, password: 'pw-123' });
    const today = await businessToday(page);

    // Servicios: the service's plans, none yet.
    await servicesPage.open();
    await servicesPage.search(name);
    await servicesPage
      .row(name)
      .getByRole('button', { name: `Planes de ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Planes de ${name}` });
    await expect(dialog.getByText('Este servicio aún no tiene planes.')).toBeVisible();
    expect(await violationsOf(page), 'empty list').toEqual([]);

    // A 3-month plan: an out-of-range duration is refused in Spanish; the reseller price defaults.
    await dialog.getByRole('button', { name: 'Nuevo plan' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo plan' });
    await form.getByLabel('Nombre del plan').fill('3 meses');
    await form.getByLabel('Duración en').selectOption({ label: 'Meses' });
    await form.getByLabel('Duración', { exact: true }).fill('13');
    await form.getByLabel('Precio (COP)', { exact: true }).fill('54000');
    await expect(form.getByText('Vacío: 80 % del precio ($ 43.200).')).toBeVisible();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'La duración en meses debe ser un número entero entre 1 y 12.',
    );
    await form.getByLabel('Duración', { exact: true }).fill('3');
    expect(await violationsOf(page), 'plan form').toEqual([]);
    await form.getByRole('button', { name: 'Guardar' }).click();
    const list = page.getByRole('dialog', { name: `Planes de ${name}` });
    await expect(list.getByText('Plan guardado correctamente')).toBeVisible();
    await expect(list.getByRole('row', { name: /3 meses/ })).toContainText('$ 54.000');

    // A 27-day plan with its own reseller price, then moved first.
    await list.getByRole('button', { name: 'Nuevo plan' }).click();
    await form.getByLabel('Nombre del plan').fill('27 días');
    await form.getByLabel('Duración', { exact: true }).fill('27');
    await form.getByLabel('Precio (COP)', { exact: true }).fill('18000');
    await form.getByLabel('Precio revendedor (COP)').fill('15000');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(list.getByRole('row', { name: /27 días/ })).toBeVisible();
    await list.getByRole('button', { name: 'Subir 27 días' }).click();
    await expect(list.getByRole('row').nth(1)).toContainText('27 días');
    await expect(list.getByRole('button', { name: 'Subir 27 días' })).toBeDisabled();
    expect(await violationsOf(page), 'plans list').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/plans-dialog-${viewport.name}.png` });
    await list.getByRole('button', { name: 'Cerrar' }).first().click();

    // Asignar: the first plan is offered; its days and price fill the form.
    await accountsPage.open(`?buscar=${prefix}`);
    const assign = await accountsPage.openFreeProfile(accountsPage.row(`${prefix}@netflix.com`), 'Perfil 1');
    const plan = assign.root.getByLabel('Plan');
    await expect(plan).toHaveValue(/\d+/);
    await expect(plan.locator('option:checked')).toHaveText('27 días · $ 18.000');
    await expect(assign.expiry()).toHaveValue(addDays(today, 27));
    await expect(assign.price()).toHaveValue('18000');
    // A revendedor pays the plan's reseller price.
    await assign.chooseClient('300 111 2233', `${prefix} Laura Revende`);
    await expect(assign.price()).toHaveValue('15000');
    // 3 calendar months, at the default reseller price (80 % of 54 000).
    await plan.selectOption({ label: '3 meses · $ 43.200' });
    await expect(assign.expiry()).toHaveValue(addMonths(today, 3));
    await expect(assign.price()).toHaveValue('43200');
    await page.screenshot({ path: `${SHOTS}/plans-assign-${viewport.name}.png` });
    await assign.pin().fill('1234');
    await assign.assign();
    await expect(assign.accessInfo()).toHaveValue(
      new RegExp(`Vence: ${formatDisplayDate(addMonths(today, 3))}`),
    );

    await assign.close();

    // Renovar offers the plan the client pays first, from the current expiry; another plan
    // changes the date and the price.
    const row = accountsPage.row(`${prefix}@netflix.com`);
    await accountsPage.profile(row, 'Perfil 1').click();
    const edit = page.getByRole('dialog', { name: 'Editar Perfil' });
    const period = edit.getByLabel('Periodo');
    const current = addMonths(today, 3);
    await expect(period.locator('option:checked')).toHaveText('3 meses · $ 43.200');
    await expect(edit.getByLabel('Precio de la renovación (COP)')).toHaveValue('43200');
    await expect(
      edit.getByText(`Nuevo vencimiento: ${formatDisplayDate(addMonths(current, 3))}`),
    ).toBeVisible();
    await period.selectOption({ label: '27 días · $ 15.000' });
    await expect(edit.getByLabel('Precio de la renovación (COP)')).toHaveValue('15000');
    const renewed = addDays(current, 27);
    await expect(edit.getByText(`Nuevo vencimiento: ${formatDisplayDate(renewed)}`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/plans-renew-${viewport.name}.png` });
    await edit.getByRole('button', { name: 'Renovar' }).click();
    await edit.getByRole('button', { name: 'Sí, renovar' }).click();
    await expect(edit).toBeHidden();
    await accountsPage.expectToast(`Perfil renovado hasta el ${formatDisplayDate(renewed)}`);

    const recorded = await database.db
      .selectFrom('movements')
      .innerJoin('service_plans', 'service_plans.id', 'movements.plan_id')
      .select(['movements.type', 'movements.amount', 'service_plans.name'])
      .where('movements.service_id', '=', service.id)
      .orderBy('movements.id')
      .execute();
    expect(recorded).toEqual([
      { type: 'venta', amount: 43200, name: '3 meses' },
      { type: 'renovacion', amount: 15000, name: '27 días' },
    ]);

    // A plan already sold is deactivated instead of deleted, and says so.
    await servicesPage.open();
    await servicesPage.search(name);
    await servicesPage
      .row(name)
      .getByRole('button', { name: `Planes de ${name}` })
      .click();
    await list.getByRole('button', { name: 'Eliminar 3 meses' }).click();
    const confirm = page.getByRole('dialog', { name: /Confirmar/ });
    await expect(confirm).toContainText('¿Eliminar el plan 3 meses?');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      list.getByText('El plan ya se usó en ventas: se desactivó en lugar de eliminarse.'),
    ).toBeVisible();
    await expect(list.getByRole('row', { name: /3 meses/ })).toContainText(/Desactivado/);
  });
}
