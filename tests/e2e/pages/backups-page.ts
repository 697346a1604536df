import { expect, type Page } from '@playwright/test';
import { ListPage } from './list-page';
import { ShellPage } from './shell-page';

/** Ajustes → Copias de seguridad. */
export class BackupsPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/admin/settings',
      title: 'Copias de seguridad',
      api: '**/api/admin/backups',
      loadFailed: 'Error al cargar las copias de seguridad. Por favor, intente de nuevo.',
    });
  }

  readonly createButton = () => this.page.getByRole('button', { name: 'Hacer copia ahora' });
  readonly backupRow = (name: string) => this.table().locator(`tr[data-backup="${name}"]`);

  /** Opens Ajustes from the sidebar, as an admin would. */
  async openFromNav() {
    await new ShellPage(this.page).nav().getByRole('link', { name: 'Ajustes' }).click();
    await expect(this.heading()).toBeVisible();
  }

  /** Clicks Hacer copia ahora; answers the name of the backup the server made. */
  async createNow(): Promise<string> {
    const made = this.page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/backups') && r.request().method() === 'POST',
    );
    await this.createButton().click();
    const response = await made;
    expect(response.status()).toBe(201);
    return ((await response.json()) as { backup: { name: string } }).backup.name;
  }
}
