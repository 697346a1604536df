import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './list-page';

/** Auditoría (/admin/audit): the filters, and the changes as table rows or, on a phone, cards. */
export class AuditPage extends ListPage {
  constructor(page: Page) {
    super(page, {
      path: '/admin/audit',
      title: 'Registro de cambios',
      api: '**/api/audit?*',
      loadFailed: 'Error al cargar la auditoría. Por favor, intente de nuevo.',
    });
  }

  /** One change: a table row on a wide screen, a card on a phone. */
  readonly events = () => this.page.getByTestId('audit-event');
  readonly event = (text: string | RegExp): Locator => this.events().filter({ hasText: text });
  /** The "Campo: antes → después" lines of a change. */
  readonly lines = (event: Locator) => event.getByTestId('audit-changes').getByRole('listitem');

  readonly typeFilter = () => this.page.getByLabel('Tipo', { exact: true });
  readonly recordIdFilter = () => this.page.getByLabel('ID del registro');
  readonly userFilter = () => this.page.getByLabel('Usuario', { exact: true });
  readonly fromFilter = () => this.page.getByLabel('Desde');
  readonly toFilter = () => this.page.getByLabel('Hasta');

  /** The list's search params as they are now (the filters live there). */
  param(name: string) {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async filterType(label: string) {
    await this.typeFilter().selectOption({ label });
  }

  /** Types a record id and waits until the address (and so the list) follows. */
  async filterRecordId(id: number | string) {
    await this.recordIdFilter().fill(String(id));
    await expect.poll(() => this.param('registro') ?? '').toBe(String(id));
  }

  async filterUser(label: string) {
    await this.userFilter().selectOption({ label });
  }
}
