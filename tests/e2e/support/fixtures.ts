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
import { openE2eDatabase, Seed } from './seed';

export { uniquePrefix } from './seed';

type SeededUser = Awaited<ReturnType<Seed['user']>>;

interface TestFixtures {
  /** Rows arranged straight in the database; removed after the test. */
  seed: Seed;
  loginPage: LoginPage;
  shell: ShellPage;
  /** Signs `page` in as the given user and waits for the app. */
  signIn: (user: { username: string; password: string }) => Promise<void>;
  /** A fresh admin of this test, signed in on `page` by `adminPage`. */
  admin: SeededUser;
  /** `page`, signed in as `admin`. */
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
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, use) => {
      const database = openE2eDatabase();
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
  signIn: async ({ loginPage }, use) => use((user) => loginPage.signInAs(user)),
  admin: async ({ seed }, use) => use(await seed.user({ role: 'admin' })),
  adminPage: async ({ page, admin, signIn }, use) => {
    await signIn(admin);
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
