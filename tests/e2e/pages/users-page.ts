import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';
import { ShellPage } from './shell-page';

export class UsersPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/admin/users',
      title: 'Gestión de Usuarios',
      api: '**/api/users',
      loadFailed: 'Error al cargar los usuarios. Por favor, intente de nuevo.',
    });
  }

  /** Opens Usuarios from the sidebar, as an admin would. */
  async openFromNav() {
    await new ShellPage(this.page).nav().getByRole('link', { name: 'Usuarios' }).click();
    await expect(this.heading()).toBeVisible();
  }

  readonly userRow = (username: string) => this.table().locator('tr', { hasText: username });
}
