import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '#shared/messages/auth';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';
import { CSRF_COOKIE, cookieOptions } from './cookies';

// Double-submit token: the secret sits in an HttpOnly cookie and the page learns it only from
// our JSON answers, which another origin cannot read. Every POST, PUT, PATCH and DELETE must echo
// it in X-CSRF-Token (or a `_csrf` body field). Login and logout hand out a fresh one.
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function currentCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  return existing && existing.length >= 32 ? existing : rotateCsrfToken(request, reply);
}

export function rotateCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomToken();
  reply.setCookie(CSRF_COOKIE, token, cookieOptions(request.server.ctx.config));
  return token;
}

function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  const body = request.body as { _csrf?: unknown } | undefined;
  return body && typeof body === 'object' && typeof body._csrf === 'string' ? body._csrf : undefined;
}

export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // preValidation: the body is parsed but not yet stripped of `_csrf` by the route's schema.
  app.addHook('preValidation', async (request) => {
    if (!MUTATING.has(request.method)) return;
    // A bearer request carries no cookie a browser could send on its own (docs/decisions/043).
    if (request.apiToken) return;
    // Nor a portal request: no cookie authenticates it, its path's token does (docs/decisions/051).
    if (request.routeOptions.config.portal) return;
    const expected = request.cookies[CSRF_COOKIE];
    const sent = sentToken(request);
    if (!expected || !sent || !safeEqual(expected, sent)) throw new AppError(403, authMessages.csrfInvalid);
  });
});
