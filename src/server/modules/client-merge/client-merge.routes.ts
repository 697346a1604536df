import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMergeInputSchema, clientMergeResultSchema } from '#shared/schemas/client-merge';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { mergeClients } from './client-merge.service';

// Unir clientes: whoever may delete a client (every signed-in user, spec section 6) may merge.
export const clientMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  app.post(
    '/api/clients/merge',
    { schema: { body: clientMergeInputSchema, response: { 200: clientMergeResultSchema } } },
    async (request) => mergeClients(ctx, actorOf(signedInUser(request)), request.body),
  );
};
