import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly username = () => this.page.getByLabel('Usuario', { exact: true });
  readonly password = () => this.page.getByLabel('Contraseña', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Entrar' });
  /** The sign-in form's own error (a notice carried from another screen sits above the form). */
  readonly error = () => this.page.locator('form').getByRole('alert');

  async goto() {
    await this.page.goto('/login');
    await expect(this.submit()).toBeVisible();
  }

  async signIn(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** Signs in and waits for the Panel de Control (or the section a user lands on). */
  async signInAs(user: { username: string; password: string }) {
    await this.goto();
    await this.signIn(user.username, user.password);
    await expect(this.page).toHaveURL(/\/dashboard/);
  }
}
