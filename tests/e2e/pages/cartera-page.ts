import type { Locator, Page } from '@playwright/test';
import { ListPage } from './list-page';

export class CarteraPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/dashboard/cartera',
      title: 'Cartera de clientes',
      api: '**/api/receivables?*',
      loadFailed: 'Error al cargar la cartera. Por favor, intente de nuevo.',
    });
  }

  /** The total card (Por cobrar, Vencido, Vencido +30 días). */
  readonly total = (id: 'owed' | 'overdue' | 'overdue30') => this.page.locator(`[data-total="${id}"]`);

  /** Opens a client's estado de cuenta from their row and returns the dialog. */
  async openStatement(client: string): Promise<Locator> {
    await this.row(client)
      .getByRole('button', { name: `Estado de cuenta: ${client}` })
      .click();
    return this.dialog(`Estado de cuenta de ${client}`);
  }
}
