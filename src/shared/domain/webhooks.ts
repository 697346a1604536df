// Webhooks (issue 28 item 3, docs/decisions/049): the events an endpoint may subscribe to and the
// rule on a URL's form that the screen and the API share. Whether its host is private is the
// server's to check (it resolves the name), at registration and again at every delivery.

export const WEBHOOK_EVENTS = [
  'venta',
  'renovacion',
  'cancelacion',
  'perfil.liberado',
  'cliente.creado',
  'pago.registrado',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The one address plain HTTP may reach: a receiver on the same machine, for tests. */
export const WEBHOOK_LOCAL_HTTP_HOST = '127.0.0.1';

export type WebhookUrlProblem = 'invalid' | 'notHttps' | 'credentials';

/** What is wrong with a URL's form, or null: HTTPS, or http://127.0.0.1; no user or password. */
export function webhookUrlProblem(value: string): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'notHttps';
  if (url.hostname === '') return 'invalid';
  if (url.protocol === 'http:' && url.hostname !== WEBHOOK_LOCAL_HTTP_HOST) return 'notHttps';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return null;
}
