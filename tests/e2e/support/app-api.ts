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

/**
 * Signs the page's browser context in through the API: the very request the sign-in form sends
 * (POST /api/auth/login with the CSRF token), without loading /login and the Panel first. The
 * session cookie lands in the context, so every page of it is signed in. Tests of the form
 * itself use LoginPage instead.
 */
export async function signInThroughApi(page: Page, user: { username: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!response.ok())
    throw new Error(`login ${user.username} → ${response.status()} ${await response.text()}`);
}

/** A plan of a service, made through POST /api/services/{id}/plans as Servicios makes it. */
export async function createPlan(
  page: Page,
  serviceId: number,
  plan: { name: string; durationDays: number; price: number; kind?: 'perfil' | 'cuenta_completa' },
): Promise<{ id: number }> {
  const response = await page.request.post(`/api/services/${serviceId}/plans`, {
    data: plan,
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!response.ok()) throw new Error(`plan ${plan.name} → ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { plan: { id: number } }).plan;
}

/**
 * Sets the shop's sending hours (docs/decisions/052); 00:00 to 00:00 is all day, so a send run
 * never asks "Fuera del horario de envío" whatever the hour the test runs at.
 */
export async function setSendingHours(page: Page, start = '00:00', end = '00:00') {
  const settings = (
    (await (await page.request.get('/api/settings')).json()) as { settings: { graceDays: number } }
  ).settings;
  const saved = await page.request.put('/api/settings', {
    data: { graceDays: settings.graceDays, sendingHoursStart: start, sendingHoursEnd: end },
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  });
  if (!saved.ok()) throw new Error(`sending hours → ${saved.status()} ${await saved.text()}`);
}
