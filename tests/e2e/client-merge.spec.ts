import AxeBuilder from '@axe-core/playwright';
import { clientMergeMessages, clientMergeUi } from '../../src/shared/messages/clients';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Unir clientes (issue 26 item 5): two duplicates ticked in Clientes → Unir → the kept one chosen
// in the dialog with its summary → one client left, holding the other's movement. Desktop and phone.

const PHONE = { width: 390, height: 844 };

async function expectAccessible(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(include)
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const viewport of ['escritorio', 'teléfono'] as const) {
  test(`a duplicate client merged from Clientes (${viewport})`, async ({ page, seed, clientsPage: list }) => {
    if (viewport === 'teléfono') await page.setViewportSize(PHONE);
    const prefix = uniquePrefix();
    const ana = await seed.client({ name: `${prefix} Ana`, phone: '+573001234567' });
    const dup = await seed.client({ name: `${prefix} Ana Duplicada`, phone: '+573001234567' });
    const movement = await seed.movement({ client_id: dup.id, client_name: dup.name, amount: 15000 });

    await list.open(`?buscar=${encodeURIComponent(prefix)}`);
    await expect(list.rows()).toHaveCount(2);
    await list
      .row(`${prefix} Ana Duplicada`)
      .getByRole('checkbox', { name: clientMergeUi.select(dup.name) })
      .check();
    await expect(page.getByRole('button', { name: clientMergeUi.action, exact: true })).toHaveCount(0);
    await list
      .row(`${prefix} Ana`)
      .first()
      .getByRole('checkbox', { name: clientMergeUi.select(ana.name) })
      .check();
    await page.getByRole('button', { name: clientMergeUi.action, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: clientMergeUi.title });
    await dialog.getByRole('radio', { name: new RegExp(`^${prefix} Ana\\b(?! Duplicada)`) }).check();
    const summary = dialog.getByRole('list', { name: clientMergeUi.summaryTitle });
    await expect(
      summary.getByRole('listitem').filter({ hasText: clientMergeUi.moved.movements! }),
    ).toContainText('1');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: clientMergeUi.confirm }).click();

    await expect(page.getByText(clientMergeMessages.merged(1))).toBeVisible();
    await expect(list.rows()).toHaveCount(1);
    await expect(list.rows().first()).toContainText(ana.name);
    // The movement is Ana's now, still under the name it was recorded with.
    const answer = await page.request.get(`/api/movements/${movement.id}`);
    expect((await answer.json()).movement).toMatchObject({ clientId: ana.id, clientName: dup.name });
  });
}
