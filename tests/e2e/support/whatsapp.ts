import type { BrowserContext } from '@playwright/test';

/**
 * Answers every wa.me request with a tiny page and keeps the URLs asked for, in order: the tests
 * read the exact link that would open, and nothing leaves the machine.
 */
export async function interceptWhatsapp(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  return opened;
}
