import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isUserExpired } from '#shared/domain/business-time';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { AppError } from '../lib/app-error';
import { resolveApiToken } from '../modules/api-tokens/api-token.service';
import { endSession, resolveSession } from '../modules/sessions/session.service';
import { findUserRow } from '../modules/users/user.service';
import { SESSION_COOKIE, clearSessionCookie } from './cookies';

/** The secret of `Authorization: Bearer <secret>`; '' for a bearer header without one; else undefined. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

// Loads the user behind the session cookie on every API request, fresh from the database, so a
// changed role, flag or expiry date applies from the user's very next request. A request with a
// bearer token is the token's (docs/decisions/043) and its cookies are ignored: a token never
// borrows a session's rights, nor a session a token's exemption from CSRF.
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('userExpired', false);
  app.decorateRequest('apiToken', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // The client portal's key is its path's token: a staff cookie or a bearer adds nothing there.
    if (request.routeOptions.config.portal) return;
    const { ctx } = app;
    const bearer = bearerOf(request);
    if (bearer !== undefined) {
      if (!bearer) throw new AppError(401, apiTokenMessages.invalid);
      const identity = await resolveApiToken(ctx, bearer);
      request.apiToken = identity.token;
      request.user = identity.user;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(ctx, token);
    const user = session ? await findUserRow(ctx, session.userId) : undefined;
    if (!session || !user) {
      clearSessionCookie(reply, ctx.config);
      return;
    }
    if (isUserExpired(user.expiry_date, ctx.now(), ctx.config.TZ_APP)) {
      await endSession(ctx, session.id);
      clearSessionCookie(reply, ctx.config);
      request.userExpired = true;
      return;
    }
    request.user = user;
    request.sessionId = session.id;
  });
});
