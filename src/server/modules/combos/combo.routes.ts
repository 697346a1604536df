import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  comboDeleteSchema,
  comboInputSchema,
  comboListSchema,
  comboResponseSchema,
} from '#shared/schemas/combos';
import { idParamSchema } from '#shared/schemas/common';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createCombo, editCombo, listCombos, removeCombo } from './combo.service';

// Combos (issue 25 item 4, docs/decisions/044): open to every signed-in user, as plans are.
export const comboRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.get('/api/combos', { schema: { response: { 200: comboListSchema } } }, async () => ({
    combos: await listCombos(ctx),
  }));
  app.post(
    '/api/combos',
    { schema: { body: comboInputSchema, response: { 201: comboResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ combo: await createCombo(ctx, actorOf(signedInUser(request)), request.body) }),
  );
  app.put(
    '/api/combos/:id',
    { schema: { params: idParamSchema, body: comboInputSchema, response: { 200: comboResponseSchema } } },
    async (request) => ({
      combo: await editCombo(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/combos/:id',
    { schema: { params: idParamSchema, response: { 200: comboDeleteSchema } } },
    async (request) => ({
      ok: true as const,
      ...(await removeCombo(ctx, actorOf(signedInUser(request)), request.params.id)),
    }),
  );
};
