import type { Page } from '@playwright/test';

/** Informe de renovaciones: the period's due profiles, how they ended, and the list behind each number. */
export class RenewalsReportPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Informe de renovaciones', level: 2 });
  /** A figure's card, by its label ("Renovados", "Con recordatorio"…). */
  readonly card = (label: string) => this.page.getByTestId(`renewal-card-${label}`);
  /** The list a number opened. */
  readonly list = () => this.page.getByRole('dialog');
  readonly table = (title: 'Por servicio' | 'Por empleado') => this.page.getByRole('table', { name: title });

  /** Opens the screen with its filters in the URL (desde, hasta, servicio, empleado). */
  async open(search = '') {
    await this.page.goto(`/dashboard/informes/renovaciones${search}`);
  }
}
