import type { Page } from '@playwright/test';

/** Avisos, the daily reminder centre: one card per client to remind. */
export class AvisosPage {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Avisos', level: 2 });
  readonly reminders = () => this.page.getByTestId('reminder');
  /** A client's card, by (part of) the client's name. */
  readonly reminder = (name: string) => this.reminders().filter({ hasText: name });

  /** Opens the screen, plus any search params (?ventana=…). */
  async open(search = '') {
    await this.page.goto(`/dashboard/avisos${search}`);
  }
}
