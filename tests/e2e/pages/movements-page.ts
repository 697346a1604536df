import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';

export class MovementsPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/dashboard/movimientos',
      title: 'Listado de Movimientos',
      api: '**/api/movements?*',
      loadFailed: 'Error al cargar los movimientos. Por favor, intente de nuevo.',
    });
  }

  readonly monthFilter = () => this.page.getByRole('combobox', { name: 'Mes', exact: true });
  readonly yearFilter = () => this.page.getByRole('combobox', { name: 'Año', exact: true });
  readonly typeFilter = () => this.page.getByRole('combobox', { name: 'Tipo', exact: true });
  /** A number of the stats panel: total-sales, income or avg-ticket. */
  readonly stat = (id: 'total-sales' | 'income' | 'avg-ticket' | 'collected' | 'outstanding') =>
    this.page.getByTestId(`stat-${id}-value`);
  readonly salesBadge = () => this.page.getByTestId('sales-badge');

  /** Chooses Año and Mes (Enero…Diciembre) and waits for the URL to carry them. */
  async filterMonth(year: number, month: string) {
    await this.yearFilter().selectOption(String(year));
    await this.monthFilter().selectOption({ label: month });
    await expect.poll(() => new URL(this.page.url()).searchParams.get('mes')).not.toBeNull();
  }

  /** Opens Nuevo (the title's button, not the empty state's) and returns the dialog. */
  async openNew() {
    await this.page.getByRole('button', { name: 'Nuevo', exact: true }).first().click();
    return this.dialog('Nuevo Movimiento');
  }
}
