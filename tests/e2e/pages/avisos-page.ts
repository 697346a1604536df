import type { Page } from '@playwright/test';

/** Avisos, the daily reminder centre: one card per client to remind. */
export class AvisosPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Avisos', level: 2 });
  readonly reminders = () => this.page.getByTestId('reminder');
  /** A client's card, by (part of) the client's name. */
  readonly reminder = (name: string) => this.reminders().filter({ hasText: name });
  /** "Mostrando 1–25 de 30": the cards shown of the whole window. */
  readonly range = () => this.page.getByTestId('pagination-range');
  readonly pagination = () => this.page.getByRole('navigation', { name: 'Paginación' });

  /** Opens the screen, plus any search params (?ventana=…). */
  async open(search = '') {
    await this.page.goto(`/dashboard/avisos${search}`);
  }
}
