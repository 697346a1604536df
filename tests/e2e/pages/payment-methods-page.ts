import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** Ajustes → Medios de pago. */
export class PaymentMethodsPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/admin/settings',
      title: 'Medios de pago',
      api: '**/api/payment-methods',
      loadFailed: 'Error al cargar los medios de pago. Por favor, intente de nuevo.',
    });
  }

  readonly newButton = () => this.page.getByRole('button', { name: 'Nuevo medio de pago' });
  readonly names = () => this.rows().locator('td:nth-child(2) > span:first-child');

  /** Fills the open Nuevo/Editar dialog and saves it; waits for the dialog to close. */
  async fillAndSave(
    title: 'Nuevo medio de pago' | 'Editar medio de pago',
    values: {
      kind?: string;
      name?: string;
      number?: string;
      holder?: string;
      note?: string;
      active?: boolean;
    },
  ) {
    const dialog = this.dialog(title);
    if (values.kind !== undefined) await dialog.getByLabel('Tipo').selectOption({ label: values.kind });
    if (values.name !== undefined) await dialog.getByLabel('Nombre').fill(values.name);
    if (values.number !== undefined) await dialog.getByLabel('Número de cuenta o llave').fill(values.number);
    if (values.holder !== undefined) await dialog.getByLabel('Titular').fill(values.holder);
    if (values.note !== undefined) await dialog.getByLabel('Nota').fill(values.note);
    if (values.active !== undefined) await dialog.getByLabel(/^Activo/).setChecked(values.active);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Adds a method through the Nuevo dialog. */
  async add(values: Parameters<PaymentMethodsPage['fillAndSave']>[1]) {
    await this.newButton().click();
    await this.fillAndSave('Nuevo medio de pago', values);
    await expect(this.row(values.name ?? '')).toBeVisible();
  }
}
