import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordMessages } from '#shared/messages/auth';
import {
  adminChangePasswordSchema,
  changePasswordSchema,
  csrfTokenResponseSchema,
  loginSchema,
  sessionResponseSchema,
  updateProfileImageSchema,
  sessionUserSchema,
} from '#shared/schemas/auth';
import { idSchema, okSchema } from '#shared/schemas/common';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { clearSessionCookie, setSessionCookie } from '../../plugins/cookies';
import { currentCsrfToken, rotateCsrfToken } from '../../plugins/csrf';
import { endSession } from '../sessions/session.service';
import { assertOwnUploadExists } from '../uploads/upload.service';
import { actorOf } from '../../identity/actor';
import { toSessionUser } from '../../identity/session-user';
import { adminChangePassword, changeOwnPassword, login, updateProfileImage } from './auth.service';

const userIdParams = z.object({ userId: idSchema });
const logoutResponse = z.object({ ok: z.literal(true), csrfToken: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.get(
    '/api/csrf-token',
    { config: { access: 'public' }, schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => ({
      csrfToken: currentCsrfToken(request, reply),
    }),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', tokens: false },
      schema: { body: loginSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { user, token } = await login(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // A session that existed before sign-in is dropped: the new one has a fresh id (no fixation).
      if (request.sessionId) await endSession(ctx, request.sessionId);
      setSessionCookie(reply, ctx.config, token);
      return { user: toSessionUser(user), csrfToken: rotateCsrfToken(request, reply) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public', tokens: false }, schema: { response: { 200: logoutResponse } } },
    async (request, reply) => {
      if (request.sessionId) await endSession(ctx, request.sessionId);
      clearSessionCookie(reply, ctx.config);
      return { ok: true as const, csrfToken: rotateCsrfToken(request, reply) };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => ({
      user: toSessionUser(signedInUser(request)),
      csrfToken: currentCsrfToken(request, reply),
    }),
  );

  app.post(
    '/api/auth/change-password',
    // A token acts as its admin: it may not change their password, nor their photo.
    { config: { tokens: false }, schema: { body: changePasswordSchema, response: { 200: okSchema } } },
    async (request) => {
      await changeOwnPassword(ctx, signedInUser(request), request.sessionId, request.body);
      return { ok: true as const, message: passwordMessages.updated };
    },
  );

  app.post(
    '/api/auth/admin/change-password/:userId',
    {
      config: { access: 'admin' },
      schema: { params: userIdParams, body: adminChangePasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const admin = signedInUser(request);
      await adminChangePassword(ctx, request.params.userId, request.body.newPassword, {
        ...actorOf(admin),
        sessionId: request.sessionId,
      });
      return { ok: true as const, message: passwordMessages.updated };
    },
  );

  app.post(
    '/api/auth/update-profile-image',
    {
      config: { tokens: false },
      schema: { body: updateProfileImageSchema, response: { 200: z.object({ user: sessionUserSchema }) } },
    },
    async (request) => {
      const { profileImage } = request.body;
      if (profileImage) await assertOwnUploadExists(ctx, profileImage);
      const user = await updateProfileImage(ctx, signedInUser(request), profileImage);
      return { user: toSessionUser(user) };
    },
  );
};
