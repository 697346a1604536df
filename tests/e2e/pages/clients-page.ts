import type { Page } from '@playwright/test';
import { ListPage } from './list-page';

export class ClientsPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/dashboard/clientes',
      title: 'Listado de Clientes',
      api: '**/api/clients?*',
      loadFailed: 'Error al cargar los clientes. Por favor, intente de nuevo.',
    });
  }

  /** Opens Nuevo Cliente (the title's button, not the empty state's) and returns the dialog. */
  async openNew() {
    await this.page.getByRole('button', { name: 'Nuevo Cliente' }).first().click();
    return this.dialog('Nuevo Cliente');
  }
}
