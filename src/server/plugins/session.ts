import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUserExpired } from '#shared/domain/business-time';
import { endSession, resolveSession } from '../modules/sessions/session.service';
import { findUserRow } from '../modules/users/user.service';
import { SESSION_COOKIE, clearSessionCookie } from './cookies';

// Loads the user behind the session cookie on every API request, fresh from the database, so a
// changed role, flag or expiry date applies from the user's very next request.
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('userExpired', false);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const { ctx } = app;
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
