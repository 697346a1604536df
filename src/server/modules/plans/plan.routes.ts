import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import { planDeleteSchema, planInputSchema, planListSchema, planSchema } from '#shared/schemas/plans';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { createPlan, editPlan, listPlans, removePlan } from './plan.service';

// Planes de un servicio (issue 25, docs/decisions/039): guarded as Servicios is, open to every
// signed-in user for reads and writes (spec section 6).
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;
  const one = z.object({ plan: planSchema });

  app.get(
    '/api/services/:id/plans',
    { schema: { params: idParamSchema, response: { 200: planListSchema } } },
    async (request) => ({ plans: await listPlans(ctx, request.params.id) }),
  );
  app.post(
    '/api/services/:id/plans',
    { schema: { params: idParamSchema, body: planInputSchema, response: { 201: one } } },
    async (request, reply) =>
      reply.status(201).send({
        plan: await createPlan(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
      }),
  );
  app.put(
    '/api/plans/:id',
    { schema: { params: idParamSchema, body: planInputSchema, response: { 200: one } } },
    async (request) => ({
      plan: await editPlan(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/plans/:id',
    { schema: { params: idParamSchema, response: { 200: planDeleteSchema } } },
    async (request) => ({
      ok: true as const,
      ...(await removePlan(ctx, actorOf(signedInUser(request)), request.params.id)),
    }),
  );
};
