import { expect, type Locator, type Page } from '@playwright/test';

/** What the Servicios and Clientes screens share: search, table, pagination, confirm dialog. */
export class ListPage {
  constructor(
    protected readonly page: Page,
    private readonly tableName: string,
  ) {}

  readonly table = () => this.page.getByRole('table', { name: this.tableName });
  readonly rows = () => this.table().locator('tbody tr');
  readonly row = (text: string): Locator => this.rows().filter({ hasText: text });
  readonly range = () => this.page.getByTestId('pagination-range');
  readonly dialog = () => this.page.getByRole('dialog');

  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text);
  }

  async setRowsPerPage(size: number) {
    await this.page.getByLabel('Filas por página').selectOption(String(size));
  }

  async next() {
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  async previous() {
    await this.page.getByRole('button', { name: 'Anterior' }).click();
  }

  async confirmDelete(expectedQuestion: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(dialog.getByText(expectedQuestion)).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    return dialog;
  }
}
