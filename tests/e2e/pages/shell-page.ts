import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('banner').getByRole('heading', { level: 1 });
  readonly nav = () => this.page.getByRole('navigation', { name: 'Secciones' });
  readonly bell = () => this.page.getByRole('button', { name: /^Notificaciones/ });
  readonly badge = () => this.page.getByTestId('notifications-badge');
  readonly userMenuButton = () => this.page.getByRole('button', { name: 'Menú de usuario' });

  async openUserMenuItem(name: string) {
    await this.userMenuButton().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async logout() {
    await this.openUserMenuItem('Cerrar sesión');
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async chooseTheme(label: string) {
    await this.page.getByRole('button', { name: 'Cambiar tema' }).click();
    await this.page.getByRole('menuitemradio', { name: label }).click();
  }
}
