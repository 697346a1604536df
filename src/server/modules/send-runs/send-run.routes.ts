import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common';
import {
  sendRunInputSchema,
  sendRunItemParamsSchema,
  sendRunItemResponseSchema,
  sendRunListQuerySchema,
  sendRunListSchema,
  sendRunOutcomeInputSchema,
  sendRunResponseSchema,
} from '#shared/schemas/send-runs';
import { z } from '#shared/schemas/zod';
import { actorOf } from '../../identity/actor';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { changeRunStatus, createRun, getRun, listRuns, nextItem, reportOutcome } from './send-run.service';

// Send runs (issue 26 item 3, docs/decisions/052): whoever may send from Avisos (every signed-in
// staff member) may start, work and stop one. The access hook runs before the body is validated.
export const sendRunRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.post(
    '/api/send-runs',
    { schema: { body: sendRunInputSchema, response: { 201: sendRunResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createRun(ctx, actorOf(signedInUser(request)), request.body)),
  );
  app.get(
    '/api/send-runs',
    { schema: { querystring: sendRunListQuerySchema, response: { 200: sendRunListSchema } } },
    async (request) => listRuns(ctx, request.query.status),
  );
  app.get(
    '/api/send-runs/:id',
    { schema: { params: idParamSchema, response: { 200: sendRunResponseSchema } } },
    async (request) => getRun(ctx, request.params.id),
  );
  app.post(
    '/api/send-runs/:id/next',
    {
      schema: {
        params: idParamSchema,
        response: { 200: sendRunItemResponseSchema, 204: z.null().describe('No client left') },
      },
    },
    async (request, reply) => {
      const item = await nextItem(ctx, signedInUser(request), request.params.id);
      return item ? { item } : reply.status(204).send(null);
    },
  );
  app.post(
    '/api/send-runs/:id/items/:itemId',
    {
      schema: {
        params: sendRunItemParamsSchema,
        body: sendRunOutcomeInputSchema,
        response: { 200: sendRunResponseSchema },
      },
    },
    async (request) =>
      reportOutcome(
        ctx,
        signedInUser(request),
        { runId: request.params.id, itemId: request.params.itemId },
        request.body.outcome,
      ),
  );
  for (const action of ['pause', 'resume', 'stop'] as const)
    app.post(
      `/api/send-runs/:id/${action}`,
      { schema: { params: idParamSchema, response: { 200: sendRunResponseSchema } } },
      async (request) => changeRunStatus(ctx, actorOf(signedInUser(request)), request.params.id, action),
    );
};
