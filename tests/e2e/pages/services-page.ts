import type { Page } from '@playwright/test';
import { ListPage } from './list-page';

export interface ServiceValues {
  name?: string;
  url?: string;
  price?: string;
  max?: string;
}

export class ServicesPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/dashboard/servicios',
      title: 'Listado de Servicios',
      api: '**/api/services?*',
      loadFailed: 'Error al cargar los servicios. Por favor, intente de nuevo.',
    });
  }

  /** Opens Nuevo Servicio (the title's button, not the empty state's) and returns the dialog. */
  async openNew() {
    await this.page.getByRole('button', { name: 'Nuevo Servicio' }).first().click();
    return this.dialog('Nuevo Servicio');
  }

  /** Fills the open service form; fields left undefined keep their value. */
  async fill(values: ServiceValues) {
    const dialog = this.dialog();
    if (values.name !== undefined) await dialog.getByLabel('Nombre').fill(values.name);
    if (values.url !== undefined) await dialog.getByLabel('Enlace del producto').fill(values.url);
    if (values.price !== undefined) await dialog.getByLabel('Precio (COP)').fill(values.price);
    if (values.max !== undefined) await dialog.getByLabel('Máximo de perfiles').fill(values.max);
  }
}
