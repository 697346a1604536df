import { expect, test, uniquePrefix, type Page } from './support/fixtures';
import { ClientsPage } from './pages/clients-page';
import { ServicesPage } from './pages/services-page';
import { UsersPage } from './pages/users-page';
import type { ListPage } from './pages/list-page';

// The three list screens on a desktop and on a phone: the page itself never scrolls sideways
// (a wide table scrolls inside its card), and a screenshot of each lands in test-results/screens.
const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

const screens: { name: string; open: (page: Page) => ListPage }[] = [
  { name: 'servicios', open: (page) => new ServicesPage(page) },
  { name: 'clientes', open: (page) => new ClientsPage(page) },
  { name: 'usuarios', open: (page) => new UsersPage(page) },
];

for (const viewport of viewports) {
  test(`the list screens fit a ${viewport.name}`, async ({ seed, adminPage: page }) => {
    const prefix = uniquePrefix();
    const service = await seed.service({
      name: `${prefix} Disney+ Premium`,
      url: 'https://www.disneyplus.com',
    });
    await seed.account(service.id);
    await seed.client({
      name: `${prefix} Andrés Felipe Rodríguez`,
      phone: '+573001234567',
      type: 'revendedor',
    });
    await seed.user({ full_name: `${prefix} Vencida`, expiry_date: '2024-01-31' });
    await page.setViewportSize(viewport.size);
    for (const screen of screens) {
      const list = screen.open(page);
      await list.open();
      await expect(list.rows().first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screens/${screen.name}-${viewport.name}.png` });
    }
  });
}
