import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '#shared/messages/auth';
import { refusalOf, tokenRefusalOf } from '../identity/access';
import { signedInUser } from '../identity/signed-in-user';
import { AppError } from '../lib/app-error';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Enforces the access each route declares (identity/access.ts), as fastify/demo's autohooks do,
 * in place of a guard on every route:
 * - at registration, a route under /api that declares none stops the app from starting;
 * - onRequest, before the body is read or anything is validated, a signed-in user who may not use
 *   the route gets 403 (an expired one too), so a malformed request tells them nothing about it;
 * - preValidation, still before validation but after the CSRF check (plugins/csrf.ts, registered
 *   first), a request without a session gets 401: a mutation without the CSRF token gets 403
 *   whether or not it is signed in.
 * - an API token (docs/decisions/043) is refused first where no token may go, and on a write when
 *   it may only read; then the route's access applies to the user it acts as.
 * Register after the session plugin (which loads the user onRequest) and the CSRF plugin.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', function (route) {
    // A routes plugin wrapped in fastify-plugin would declare its access for every later route.
    if (app.declaredAccess !== undefined)
      throw new Error('declareAccess belongs inside an encapsulated routes plugin, not fastify-plugin');
    if (!isApi(route.url)) return;
    const access = route.config?.access ?? this.declaredAccess;
    if (access === undefined)
      throw new Error(
        `${String(route.method)} ${route.url} declares no access (declareAccess or config.access)`,
      );
    route.config = { ...route.config, access };
  });

  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    const tokenRefusal =
      request.apiToken && tokenRefusalOf(request.apiToken, request.method, request.routeOptions.config);
    if (tokenRefusal) throw tokenRefusal;
    if (access === undefined || access === 'public') return;
    if (request.userExpired) throw new AppError(403, authMessages.userExpired);
    const refusal = request.user && refusalOf(request.user, access);
    if (refusal) throw refusal;
  });

  app.addHook('preValidation', async (request) => {
    const { access } = request.routeOptions.config;
    if (access !== undefined && access !== 'public') signedInUser(request);
  });
});
