import { test as base, expect, type Page } from '@playwright/test';
import type { AppDatabase } from '../../../src/server/db/database';
import { AccountsPage } from '../pages/accounts-page';
import { AvisosPage } from '../pages/avisos-page';
import { ClientsPage } from '../pages/clients-page';
import { DashboardPage } from '../pages/dashboard-page';
import { LoginPage } from '../pages/login-page';
import { MovementsPage } from '../pages/movements-page';
import { ServicesPage } from '../pages/services-page';
import { ShellPage } from '../pages/shell-page';
import { UsersPage } from '../pages/users-page';
import { e2ePort } from '../../../playwright.config';
import { signInThroughApi } from './app-api';
import { openE2eDatabase, Seed } from './seed';

export { uniquePrefix } from './seed';
export { AFTER_RETRIES } from './timeouts';

type SeededUser = Awaited<ReturnType<Seed['user']>>;

interface TestFixtures {
  /** Rows arranged straight in the database; removed after the test. */
  seed: Seed;
  loginPage: LoginPage;
  shell: ShellPage;
  /**
   * Signs `page` in as the given user (through the API, not the form) and opens the app at
   * /dashboard, where the user lands (or is sent on to the first section allowed).
   */
  signIn: (user: { username: string; password: string }) => Promise<void>;
  /** A fresh admin of this test, signed in on `page` by `adminPage`. */
  admin: SeededUser;
  /**
   * `page`, signed in as `admin` through the API, with no screen open yet: the test opens its
   * own (a test that starts from the Panel opens it with `dashboardPage.open()`).
   */
  adminPage: Page;
  accountsPage: AccountsPage;
  /** Avisos on `page` (sign in first). */
  avisosPage: AvisosPage;
  clientsPage: ClientsPage;
  /** The Panel de Control on `page` (sign in first). */
  dashboardPage: DashboardPage;
  movementsPage: MovementsPage;
  servicesPage: ServicesPage;
  usersPage: UsersPage;
}

interface WorkerFixtures {
  database: AppDatabase;
}

/** Every e2e spec imports `test` and `expect` from here. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Each worker has a server of its own (playwright.config.ts): pages and requests go to it.
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${e2ePort(testInfo.parallelIndex)}`),
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, use, workerInfo) => {
      const database = openE2eDatabase(workerInfo.parallelIndex);
      await use(database);
      await database.close();
    },
    { scope: 'worker' },
  ],
  seed: async ({ database }, use) => {
    const seed = new Seed(database.db);
    await use(seed);
    await seed.cleanUp();
  },
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new ShellPage(page)),
  // Signing in through the form costs a test the /login page and the Panel (docs/decisions/041);
  // the tests of the form itself (auth.spec.ts, profile.spec.ts) drive it with LoginPage.
  signIn: async ({ page }, use) =>
    use(async (user) => {
      await signInThroughApi(page, user);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard/);
    }),
  admin: async ({ seed }, use) => use(await seed.user({ role: 'admin' })),
  adminPage: async ({ page, admin }, use) => {
    await signInThroughApi(page, admin);
    await use(page);
  },
  accountsPage: async ({ adminPage }, use) => {
    // The screen loads service images from wherever their URLs point: only this server answers.
    await adminPage.context().route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    await use(new AccountsPage(adminPage));
  },
  avisosPage: async ({ page }, use) => use(new AvisosPage(page)),
  clientsPage: async ({ adminPage }, use) => use(new ClientsPage(adminPage)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  movementsPage: async ({ adminPage }, use) => use(new MovementsPage(adminPage)),
  servicesPage: async ({ adminPage }, use) => use(new ServicesPage(adminPage)),
  usersPage: async ({ adminPage }, use) => use(new UsersPage(adminPage)),
});

export { expect };
export type { Page } from '@playwright/test';
