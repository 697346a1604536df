import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okSchema, paginationQuerySchema } from '#shared/schemas/common';
import {
  createdWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '#shared/schemas/webhooks';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import {
  createWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  retryDelivery,
  updateWebhook,
} from './webhook.service';

// Webhooks (issue 28 item 3, docs/decisions/049): admins only. A token acts as a plain user, so no
// token reaches these routes (403), as with Usuarios and the tokens themselves.
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;

  app.get('/api/webhooks', { schema: { response: { 200: webhookListSchema } } }, async () => ({
    webhooks: await listWebhooks(ctx),
  }));
  app.post(
    '/api/webhooks',
    { schema: { body: webhookInputSchema, response: { 201: createdWebhookSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(ctx, actorOf(signedInUser(request)), request.body)),
  );
  app.put(
    '/api/webhooks/:id',
    { schema: { params: idParamSchema, body: webhookUpdateSchema, response: { 200: webhookSchema } } },
    async (request) => updateWebhook(ctx, actorOf(signedInUser(request)), request.params.id, request.body),
  );
  app.delete(
    '/api/webhooks/:id',
    { schema: { params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeWebhook(ctx, actorOf(signedInUser(request)), request.params.id);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => listDeliveries(ctx, request.params.id, request.query),
  );
  app.post(
    '/api/webhook-deliveries/:id/retry',
    { schema: { params: idParamSchema, response: { 200: webhookDeliverySchema } } },
    async (request) => retryDelivery(ctx, actorOf(signedInUser(request)), request.params.id),
  );
};
