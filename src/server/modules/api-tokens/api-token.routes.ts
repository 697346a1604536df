import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiTokenInputSchema, apiTokenListSchema, createdApiTokenSchema } from '#shared/schemas/api-tokens';
import { idParamSchema, okSchema } from '#shared/schemas/common';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

// Tokens de API (issue 28 item 2, docs/decisions/043): admins only. A token acts as a plain user,
// so no token can reach these routes (nor create another token).
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;

  app.get('/api/tokens', { schema: { response: { 200: apiTokenListSchema } } }, async () => ({
    tokens: await listApiTokens(ctx),
  }));
  app.post(
    '/api/tokens',
    { schema: { body: apiTokenInputSchema, response: { 201: createdApiTokenSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(ctx, actorOf(signedInUser(request)), request.body)),
  );
  app.delete(
    '/api/tokens/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await revokeApiToken(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
};
