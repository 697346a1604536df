import { expect, type Locator, type Page } from '@playwright/test';
import { AFTER_RETRIES } from '../support/timeouts';

export interface ListPageConfig {
  /** Where the screen lives. */
  path: string;
  /** The screen's heading, which also names its table. */
  title: string;
  /** The list request, to make it fail (a glob for page.route). */
  api: string;
  /** The screen's load error text. */
  loadFailed: string;
}

/** What every list screen shares: table, search, pagination, confirm dialog, load failure. */
export class ListPage {
  constructor(
    readonly page: Page,
    protected readonly config: ListPageConfig,
  ) {}

  readonly heading = () => this.page.getByRole('heading', { name: this.config.title });
  readonly table = () => this.page.getByRole('table', { name: this.config.title });
  readonly rows = () => this.table().locator('tbody tr');
  readonly row = (text: string): Locator => this.rows().filter({ hasText: text });
  readonly range = () => this.page.getByTestId('pagination-range');
  readonly dialog = (name?: string) => this.page.getByRole('dialog', { name });
  readonly loadError = () => this.page.getByText(this.config.loadFailed);

  /** Opens the screen at its path (plus any search params) and waits for its heading. */
  async open(search = '') {
    await this.page.goto(`${this.config.path}${search}`);
    await expect(this.heading()).toBeVisible();
  }

  /** Types a search and waits until the list asked for it (the URL follows once typing pauses). */
  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text);
    const wanted = text.trim();
    await expect.poll(() => new URL(this.page.url()).searchParams.get('buscar') ?? '').toBe(wanted);
  }

  async setRowsPerPage(size: number) {
    await this.page.getByLabel('Filas por página').selectOption(String(size));
  }

  async next() {
    await this.page.getByRole('button', { name: 'Siguiente' }).click();
  }

  async previous() {
    await this.page.getByRole('button', { name: 'Anterior' }).click();
  }

  async confirmDelete(expectedQuestion: string) {
    const dialog = this.page.getByRole('dialog', { name: 'Confirmar eliminación' });
    await expect(dialog.getByText(expectedQuestion)).toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    return dialog;
  }

  /**
   * The list request fails (a 500) on a reload: the screen says so with its own text, and
   * Intentar de nuevo loads the list once the server answers again.
   */
  async failLoadThenRetry() {
    let failing = true;
    await this.page.route(this.config.api, (route) =>
      failing ? route.fulfill({ status: 500, json: { error: 'x' } }) : route.continue(),
    );
    await this.page.reload();
    await expect(this.loadError()).toBeVisible(AFTER_RETRIES);
    failing = false;
    await this.page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(this.loadError()).toBeHidden();
    await this.page.unroute(this.config.api);
  }
}
