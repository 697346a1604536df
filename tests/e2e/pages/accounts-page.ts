import { expect, type Locator, type Page } from '@playwright/test';
import { AssignProfileDialog } from './assign-profile-dialog';
import { ListPage } from './list-page';

export class AccountsPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/dashboard/cuentas',
      title: 'Listado de Cuentas',
      api: '**/api/accounts?*',
      loadFailed: 'Error al cargar las cuentas. Por favor, intente de nuevo.',
    });
  }

  /** Opens Nueva Cuenta (the title's button) and returns the dialog. */
  async openNew() {
    await this.page.getByRole('button', { name: 'Nueva Cuenta' }).first().click();
    return this.dialog('Nueva Cuenta');
  }

  /** A profile's coloured button in an account's row; its name starts with the profile's name. */
  profile(row: Locator, name: string): Locator {
    return row.getByRole('button', { name: new RegExp(`^${name} · `) });
  }

  /** Asignar Perfil a Cliente, wherever it was opened from. */
  readonly assignDialog = () => new AssignProfileDialog(this.page);

  /** Sells a free profile: taps its button in the account's row and returns Asignar Perfil a Cliente. */
  async openFreeProfile(row: Locator, name: string): Promise<AssignProfileDialog> {
    await this.profile(row, name).click();
    return this.assignDialog();
  }

  /** Opens one of the row's secondary actions (Compensar días, Historial, Ocultar, Eliminar…). */
  async rowMenu(row: Locator, item: string) {
    await row.getByRole('button', { name: /^Más acciones de/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async filterService(name: string) {
    await this.page.getByLabel('Servicio', { exact: true }).selectOption({ label: name });
  }

  async filterStatus(label: string) {
    await this.page.getByLabel('Estado de los perfiles').selectOption({ label });
  }

  readonly toast = (text: string | RegExp) => this.page.getByText(text);

  async expectToast(text: string | RegExp) {
    await expect(this.toast(text)).toBeVisible();
  }
}
