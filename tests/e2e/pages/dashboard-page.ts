import { expect, type Locator, type Page } from '@playwright/test';
import type { Dashboard } from '../../../src/shared/schemas/dashboard';

/** The Panel de Control: its panels, found by their titles, and the answer behind them. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  readonly panel = (testId: string): Locator => this.page.getByTestId(testId);
  readonly expiry = () => this.panel('dashboard-expiry');
  readonly activity = () => this.panel('dashboard-activity');
  readonly income = () => this.panel('dashboard-income');
  readonly byService = () => this.panel('dashboard-by-service');
  readonly margin = () => this.panel('dashboard-margin');
  readonly byPlan = () => this.panel('dashboard-by-plan');
  readonly byCombo = () => this.panel('dashboard-by-combo');
  /** A service's row in a panel's table, by the service's name. */
  readonly serviceRow = (panel: Locator, name: string) => panel.locator('tbody tr').filter({ hasText: name });

  async open() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  }

  /** What GET /api/dashboard answers the signed-in user now (the numbers before a test adds its own). */
  async answer(): Promise<Dashboard> {
    const response = await this.page.request.get('/api/dashboard');
    expect(response.ok()).toBe(true);
    return (await response.json()) as Dashboard;
  }
}
