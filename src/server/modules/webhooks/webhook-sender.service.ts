import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { webhookMessages } from '#shared/messages/webhooks';
import {
  BlockedAddressError,
  hostOf,
  isBlockedAddress,
  isLocalHttp,
  publicOnlyLookup,
} from '../../lib/webhook-address';

// One POST of a webhook (docs/decisions/049): the stored JSON body as it is, signed with
// HMAC-SHA256 under the endpoint's secret, within 5 seconds, to a public address only (checked
// on the address connected to), never following a redirect.

export const WEBHOOK_TIMEOUT_MS = 5_000;
// Connections to an endpoint are kept open between deliveries (a busy shop sends several a
// second); each new one is checked by the lookup below, so a kept one was checked when it opened.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 4, timeout: WEBHOOK_TIMEOUT_MS }),
  https: new https.Agent({ keepAlive: true, maxSockets: 4, timeout: WEBHOOK_TIMEOUT_MS }),
};
const m = webhookMessages.delivery;

export interface WebhookRequest {
  url: string;
  body: string;
  secret: string;
  eventUid: string;
  event: string;
  attempt: number;
}

export interface WebhookResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResult>;

/** `sha256=<hex>`: what X-Signature-256 carries. */
export const signatureOf = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

export const sendWebhook: WebhookSender = (request) => {
  const started = Date.now();
  const done = (statusCode: number | null, error: string | null): WebhookResult => ({
    statusCode,
    error,
    durationMs: Date.now() - started,
  });
  const url = new URL(request.url);
  const host = hostOf(url);
  if (!isLocalHttp(url) && (url.protocol !== 'https:' || (net.isIP(host) && isBlockedAddress(host))))
    return Promise.resolve(done(null, m.privateAddress));
  const body = Buffer.from(request.body, 'utf8');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResult>((resolve) => {
    let settled = false;
    const finish = (result: WebhookResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: isLocalHttp(url) ? undefined : publicOnlyLookup,
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'CuentasClaras-Webhooks/1',
          'x-webhook-id': request.eventUid,
          'x-webhook-event': request.event,
          'x-webhook-attempt': String(request.attempt),
          'x-signature-256': signatureOf(request.body, request.secret),
        },
      },
      (res) => {
        // Only the status matters; the body is read (and dropped) so the socket closes cleanly.
        res.resume();
        const code = res.statusCode ?? 0;
        res.on('end', () => {
          if (code >= 200 && code < 300) finish(done(code, null));
          else if (code >= 300 && code < 400) finish(done(code, m.redirect(code)));
          else finish(done(code, m.status(code)));
        });
        res.on('error', () => finish(done(code, m.status(code))));
      },
    );
    const timer = setTimeout(() => {
      finish(done(null, m.timeout));
      req.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    req.on('error', (error) => {
      if (error instanceof BlockedAddressError) finish(done(null, m.privateAddress));
      else finish(done(null, m.network((error as NodeJS.ErrnoException).code ?? error.message)));
    });
    req.end(body);
  });
};
