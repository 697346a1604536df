import type { Locator, Page } from '@playwright/test';

/** Ventas of a client (Clientes' row action): their sales, newest first, and Renovar on each. */
export class ClientSalesDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    client: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Ventas de ${client}` });
  }

  readonly sales = () => this.root.getByTestId('client-sale');
  /** A sale's card, by what its heading says ("Combo · Dúo", "Plan · 1 mes"). */
  readonly sale = (heading: string) =>
    this.sales().filter({ has: this.page.getByRole('heading', { name: heading }) });
  readonly renewButton = (sale: Locator) => sale.getByRole('button', { name: /^Renovar / });
  readonly price = (sale: Locator) => sale.getByLabel('Precio (COP, opcional)');
  readonly confirmButton = (sale: Locator) => sale.getByRole('button', { name: 'Confirmar renovación' });
  readonly alert = (sale: Locator) => sale.getByRole('alert');

  async close() {
    await this.root.getByRole('button', { name: 'Cerrar' }).last().click();
  }
}
