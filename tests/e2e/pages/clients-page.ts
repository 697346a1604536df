import type { Locator, Page } from '@playwright/test';
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

  /**
   * Opens a client's profiles from the row's Ver perfiles action (or, `byCount`, from the
   * active-profiles count, which opens the same modal) and returns the modal.
   */
  async openProfiles(client: string, { byCount }: { byCount?: number } = {}): Promise<Locator> {
    const name = byCount
      ? `${byCount} perfiles activos de ${client}: ver perfiles`
      : `Ver perfiles de ${client}`;
    await this.row(client).getByRole('button', { name }).click();
    return this.dialog(`Perfiles de ${client}`);
  }

  /** The profile cards of a client's profiles modal. */
  readonly profileCards = (dialog: Locator) => dialog.getByTestId('client-profile-card');
}
