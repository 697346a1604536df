import type { Page } from '@playwright/test';

// What a test asks the app's own API, with the page's cookies, to arrange or check a screen.

/** The business date as the server counts it (GET /api/config), never the test machine's. */
export async function businessToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/config');
  return ((await response.json()) as { today: string }).today;
}

/** The CSRF token for a request made outside the app's own client, with the page's cookies. */
export async function csrfToken(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
}
