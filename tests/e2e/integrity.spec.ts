import AxeBuilder from '@axe-core/playwright';
import { expect, test, uniquePrefix, type Page } from './support/fixtures';

// Revisión de datos (issue 26 item 4, docs/decisions/053): an admin opens the review on planted
// bad data (a free profile still holding a client, a PIN and a price), previews its fix and
// applies it; the screen passes axe on a desktop and at phone width.

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

for (const [shot, viewport] of [
  ['desktop', null],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an admin fixes a free profile that still holds data (${shot})`, async ({ adminPage: page, seed }) => {
    if (viewport) await page.setViewportSize(viewport);
    const username = `${uniquePrefix()}@revision.co`;
    const service = await seed.service();
    const client = await seed.client({ phone: '+573005550199' });
    await seed.account(service.id, { username }, [
      { status: 'libre', client_id: client.id, pin: '1234', custom_price: 9000 },
    ]);

    await page.goto('/admin/import/revision');
    await expect(page.getByRole('heading', { name: 'Revisión de datos' })).toBeVisible();
    const finding = page
      .getByRole('listitem')
      .filter({ hasText: username })
      .filter({ has: page.getByRole('button', { name: 'Vista previa' }) });
    await expect(finding).toContainText('Está libre y todavía tiene cliente, PIN, precio.');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/screens/integrity-${shot}.png`, fullPage: true });

    await finding.getByRole('button', { name: 'Vista previa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vista previa de la corrección' });
    await expect(dialog).toContainText('Se hará 1 cambio:');
    await expect(dialog).toContainText('Se quitan el cliente, el PIN y el precio.');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/Corrección #\d+ aplicada: 1 cambio\./)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: username })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
