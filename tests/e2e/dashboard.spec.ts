import { businessToday, formatDisplayDate } from '../../src/shared/domain/business-time';
import { addDays } from '../../src/shared/domain/expiry';
import { formatCop } from '../../src/shared/domain/money';
import { commonMessages } from '../../src/shared/messages/common';
import { dashboardMessages, dashboardUi } from '../../src/shared/messages/dashboard';
import type { Dashboard } from '../../src/shared/schemas/dashboard';
import { DashboardPage } from './pages/dashboard-page';
import { signInThroughApi } from './support/app-api';
import { AFTER_RETRIES, expect, test, uniquePrefix, type Page } from './support/fixtures';
import type { Seed } from './support/seed';

const texts = dashboardUi;

/** 'YYYY-MM' of the month `back` months before `today`'s. */
function monthBefore(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 - back, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Two services of this test with accounts, profiles and movements whose numbers are known:
 * A sells 15.000 + 12.000 and cancels 5.000 this month (2 sales, 22.000) and sold 40.000 two
 * months ago; B sells 30.000. A's account costs 20.000 a month, B's 10.000 and is due in 2 days.
 */
async function seedBusiness(seed: Seed) {
  const prefix = uniquePrefix();
  const today = businessToday(new Date());
  const serviceA = await seed.service({ name: `${prefix} Netflix` });
  const serviceB = await seed.service({ name: `${prefix} Disney` });
  const client = await seed.client({ name: `${prefix} Ana` });
  const accountA = await seed.account(
    serviceA.id,
    { username: `${prefix}-a@example.com`, provider_cost: 20000 },
    [
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, -1) },
      { status: 'ocupado', client_id: client.id, expiry_date: addDays(today, 3) },
    ],
  );
  const accountB = await seed.account(serviceB.id, {
    username: `${prefix}-b@example.com`,
    provider_cost: 10000,
    provider_renewal_date: addDays(today, 2),
  });
  const moved = {
    service_id: serviceA.id,
    service_name: serviceA.name,
    client_id: client.id,
    client_name: client.name,
  };
  await seed.movement({
    ...moved,
    date: today,
    type: 'venta',
    amount: 15000,
    created_by_name: 'Laura Gómez',
  });
  await seed.movement({ ...moved, date: today, type: 'renovacion', amount: 12000 });
  await seed.movement({ ...moved, date: today, type: 'cancelacion', amount: 5000 });
  await seed.movement({ ...moved, date: `${monthBefore(today, 2)}-10`, type: 'venta', amount: 40000 });
  await seed.movement({ service_id: serviceB.id, service_name: serviceB.name, date: today, amount: 30000 });
  await seed.assignment(accountA.id, {
    profileName: 'Perfil 2',
    clientName: client.name,
    userName: 'Laura Gómez',
    amount: 15000,
  });
  return { today, client, serviceA, serviceB, accountA, accountB };
}

const plusMonth = (before: Dashboard, month: string, added: number) =>
  (before.money?.incomeByMonth.find((m) => m.month === month)?.income ?? 0) + added;

test('the panel shows the numbers of the data it was given, and its links open the filtered Cuentas list', async ({
  adminPage: page,
  dashboardPage,
  seed,
}) => {
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  // Other tests' rows may remain: what this test adds is counted on top of what was there.
  const before = await dashboardPage.answer();
  const { today, client, serviceA, serviceB, accountA, accountB } = await seedBusiness(seed);
  const money = before.money!;
  const { expiry } = before;
  await dashboardPage.open();

  // This month by service: sales and income net of the cancelación; the total adds them.
  const byService = dashboardPage.byService();
  await expect(dashboardPage.serviceRow(byService, serviceA.name).locator('td')).toHaveText([
    '2',
    formatCop(22000),
  ]);
  await expect(dashboardPage.serviceRow(byService, serviceB.name).locator('td')).toHaveText([
    '1',
    formatCop(30000),
  ]);
  await expect(byService.getByTestId('by-service-total-sales')).toHaveText(String(money.thisMonth.sales + 3));
  await expect(byService.getByTestId('by-service-total-income')).toHaveText(
    formatCop(money.thisMonth.income + 52000),
  );

  // The margin: income against each service's provider cost, and the month's in words.
  const margin = dashboardPage.margin();
  const marginLine = (name: string) =>
    margin.getByTestId('margin-line').filter({ hasText: name }).locator('dd');
  await expect(marginLine(serviceA.name)).toHaveText([formatCop(22000), formatCop(20000), formatCop(2000)]);
  await expect(marginLine(serviceB.name)).toHaveText([formatCop(30000), formatCop(10000), formatCop(20000)]);
  await expect(margin.getByTestId('margin-summary')).toHaveText(
    texts.margin.summary(
      formatCop(money.thisMonth.income + 52000),
      formatCop(money.thisMonth.providerCost + 30000),
      formatCop(money.thisMonth.margin + 22000),
    ),
  );

  // Income by month, in the table screen readers read: this month and two months ago.
  const incomeTable = dashboardPage.income().getByRole('table', { name: texts.income.title });
  const thisMonth = today.slice(0, 7);
  const twoMonthsAgo = monthBefore(today, 2);
  await expect(incomeTable.locator('tbody tr')).toHaveCount(12);
  // Vendido, then cobrado: the cancelación takes 5.000 off what was sold, not off what came in.
  await expect(incomeTable.locator('tbody tr').last().locator('td').nth(1)).toHaveText(
    formatCop(plusMonth(before, thisMonth, 52000)),
  );
  await expect(incomeTable.locator('tbody tr').last().locator('td').last()).toHaveText(
    formatCop(money.thisMonth.collected + 57000),
  );
  await expect(incomeTable.locator('tbody tr').nth(9).locator('td').nth(1)).toHaveText(
    formatCop(plusMonth(before, twoMonthsAgo, 40000)),
  );
  await expect(dashboardPage.income().getByTestId('income-this-month')).toHaveText(
    texts.income.thisMonth(
      formatCop(money.thisMonth.income + 52000),
      formatCop(money.thisMonth.collected + 57000),
      formatCop(money.thisMonth.outstanding),
    ),
  );
  const yearTotal = money.incomeByMonth.reduce((sum, m) => sum + m.income, 0) + 92000;
  await expect(dashboardPage.income().getByTestId('income-summary')).toContainText(formatCop(yearTotal));

  // Recent activity: who sold or cancelled what, for whom, by whom and when; the profile assigned.
  const entry = (text: string) =>
    dashboardPage.activity().getByTestId('activity-entry').filter({ hasText: text });
  const sale = entry(`Venta · ${serviceA.name}`).filter({ hasText: formatCop(15000) });
  await expect(sale).toContainText(`${client.name} · por Laura Gómez`);
  await expect(sale).toContainText(formatDisplayDate(today));
  await expect(entry(`Cancelación · ${serviceA.name}`)).toContainText(`−${formatCop(5000)}`);
  await expect(entry(`Perfil asignado · ${serviceA.name}`)).toContainText(
    `Perfil 2 para ${client.name} · por Laura Gómez`,
  );

  // Expiry: one more profile expired and one expiring (the same account), one supplier due.
  const expiryPanel = dashboardPage.expiry();
  await expect(expiryPanel.getByTestId('expiry-expired')).toContainText(
    texts.expiry.expired(expiry.expiredProfiles + 1, expiry.expiredAccounts + 1),
  );
  await expect(expiryPanel.getByTestId('expiry-expiring')).toContainText(
    texts.expiry.expiring(expiry.expiringProfiles + 1, expiry.expiringAccounts + 1),
  );
  await expect(expiryPanel.getByTestId('expiry-provider')).toContainText(
    texts.expiry.providerDue(expiry.providerDueAccounts + 1),
  );
  await expect(expiryPanel.getByTestId('provider-due-list')).toContainText(accountB.username);
  await page.screenshot({ path: 'test-results/screens/dashboard-desktop.png', fullPage: true });

  // Each count opens the Cuentas list filtered the same way.
  await expiryPanel.getByTestId('expiry-expired').click();
  await expect(page).toHaveURL(/\/dashboard\/cuentas\?perfiles=expired$/);
  await expect(page.getByText(accountA.username)).toBeVisible();
  await page.goBack();
  await dashboardPage.expiry().getByTestId('expiry-expiring').click();
  await expect(page).toHaveURL(/\/dashboard\/cuentas\?perfiles=expiring$/);
  await expect(page.getByText(accountA.username)).toBeVisible();
  await page.goBack();
  await dashboardPage.expiry().getByTestId('expiry-provider').click();
  await expect(page).toHaveURL(/\/dashboard\/cuentas\?proveedor=true$/);
  await expect(page.getByText(accountB.username)).toBeVisible();
  await expect(page.getByText(accountA.username)).toHaveCount(0);
});

/** Signs `user` in on `page` and waits for the Panel de Control's panels. */
async function openDashboardAs(
  page: Page,
  user: { username: string; password: string },
): Promise<DashboardPage> {
  await signInThroughApi(page, user);
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.expiry()).toBeVisible();
  return dashboard;
}

test('on a phone and in the light theme the panels fit the screen', async ({ browser, seed, admin }) => {
  await seedBusiness(seed);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => localStorage.setItem('theme', 'bone'));
  const page = await context.newPage();
  const dashboard = await openDashboardAs(page, admin);
  // Chartist draws the bars as SVG lines: 12 months of vendido and cobrado, and income and cost
  // for each costed service.
  await expect(dashboard.income().locator('.ct-bar')).toHaveCount(24);
  await expect(dashboard.margin().locator('.ct-series-b .ct-bar').first()).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/dashboard-phone-bone.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/screens/dashboard-desktop-bone.png', fullPage: true });
  await context.close();
});

test('a user without access to Movimientos sees no money', async ({ page, seed, signIn, dashboardPage }) => {
  await seedBusiness(seed);
  const user = await seed.user({ can_access_movimientos: 0 });
  await signIn(user);
  await expect(dashboardPage.expiry()).toBeVisible();
  await expect(dashboardPage.activity().getByTestId('activity-entry').first()).toBeVisible();
  expect((await dashboardPage.answer()).money).toBeNull();
  await expect(dashboardPage.income()).toHaveCount(0);
  await expect(dashboardPage.byService()).toHaveCount(0);
  await expect(dashboardPage.margin()).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.quickActions.viewMovements })).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('$');
});

test('when the panel cannot load it says so, and Intentar de nuevo loads it', async ({
  adminPage: page,
  dashboardPage,
}) => {
  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 500, json: { error: 'caído' } }));
  await dashboardPage.open();
  const error = dashboardPage.expiry().getByRole('alert');
  await expect(error).toHaveText(
    new RegExp(dashboardMessages.loadFailed.replace(/[.]/g, '\\.')),
    AFTER_RETRIES,
  );
  await expect(dashboardPage.income().getByText(dashboardMessages.loadFailed)).toBeVisible();
  await page.unroute('**/api/dashboard');
  await error.getByRole('button', { name: commonMessages.retry }).click();
  await expect(dashboardPage.expiry().getByRole('alert')).toHaveCount(0);
  await expect(dashboardPage.income().getByText(dashboardMessages.loadFailed)).toHaveCount(0);
});

test('a new shop sees what each panel will show instead of empty cards', async ({
  adminPage: page,
  dashboardPage,
}) => {
  const empty: Dashboard = {
    today: '2026-11-24',
    month: '2026-11',
    totals: { services: 0, clients: 0, accounts: 0, movements: 0 },
    latestAssignments: [],
    expiry: {
      windowDays: 5,
      expiredProfiles: 0,
      expiringProfiles: 0,
      expiredAccounts: 0,
      expiringAccounts: 0,
      providerDueDays: 5,
      providerDueAccounts: 0,
      providerDue: [],
    },
    money: {
      latestMovements: [],
      incomeByMonth: Array.from({ length: 12 }, (_, i) => ({
        month: monthBefore('2026-11-24', 11 - i),
        sales: 0,
        income: 0,
        collected: 0,
      })),
      thisMonthByService: [],
      thisMonthByPlan: [],
      thisMonthByCombo: [],
      thisMonth: { sales: 0, income: 0, providerCost: 0, margin: 0, collected: 0, outstanding: 0 },
    },
  };
  await page.route('**/api/dashboard', (route) => route.fulfill({ json: empty }));
  await dashboardPage.open();
  await expect(dashboardPage.expiry()).toContainText(texts.expiry.empty);
  await expect(dashboardPage.activity()).toContainText(texts.activity.empty);
  await expect(dashboardPage.income()).toContainText(texts.income.empty);
  await expect(dashboardPage.byService()).toContainText(texts.byService.empty);
  await expect(dashboardPage.margin()).toContainText(texts.margin.empty);
  await expect(dashboardPage.byPlan()).toContainText(texts.byPlan.empty);
  await expect(dashboardPage.byCombo()).toContainText(texts.byCombo.empty);
  await page.screenshot({ path: 'test-results/screens/dashboard-empty.png', fullPage: true });
});
