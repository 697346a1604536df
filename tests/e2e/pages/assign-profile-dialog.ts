import type { Locator, Page } from '@playwright/test';

/** Asignar Perfil a Cliente: selling a free (or expired) profile of Cuentas to a client. */
export class AssignProfileDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Asignar Perfil a Cliente' });
  }

  readonly price = () => this.root.getByLabel('Precio (COP)');
  readonly expiry = () => this.root.getByLabel('Fecha de vencimiento');
  readonly pin = () => this.root.getByLabel('PIN');
  readonly status = () => this.root.getByRole('status');
  readonly alert = () => this.root.getByRole('alert');
  readonly assignButton = () => this.root.getByRole('button', { name: 'Asignar' });
  /** The access information shown (and copied) once the sale is made. */
  readonly accessInfo = () => this.root.getByLabel('Información de acceso');

  /** Searches the client by name or phone and picks the one whose button names `client`. */
  async chooseClient(search: string, client: string | RegExp = search) {
    await this.root.getByLabel('Buscar cliente por nombre o teléfono').fill(search);
    await this.root
      .getByRole('button', { name: typeof client === 'string' ? new RegExp(client) : client })
      .click();
  }

  async assign() {
    await this.assignButton().click();
  }

  async close() {
    await this.root.getByRole('button', { name: 'Cerrar' }).first().click();
  }
}
