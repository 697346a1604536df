import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcastMessages } from '#shared/messages/notifications';
import { idParamSchema, okSchema, paginationQuerySchema } from '#shared/schemas/common';
import { notificationListSchema, notificationSchema } from '#shared/schemas/notifications';
import { broadcastSchema } from '#shared/schemas/users';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { broadcast, listNotifications, markRead } from './notification.service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.get(
    '/api/notifications',
    {
      schema: { querystring: paginationQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request) => listNotifications(ctx, signedInUser(request).id, request.query),
  );

  app.put(
    '/api/notifications/:id',
    {
      schema: { params: idParamSchema, response: { 200: z.object({ notification: notificationSchema }) } },
    },
    async (request) => ({ notification: await markRead(ctx, signedInUser(request).id, request.params.id) }),
  );

  app.post(
    '/api/notifications/all',
    {
      config: { access: 'admin' },
      schema: { body: broadcastSchema, response: { 200: okSchema.extend({ count: z.number().int() }) } },
    },
    async (request) => ({
      ok: true as const,
      message: broadcastMessages.sent,
      count: await broadcast(ctx, signedInUser(request), request.body.message),
    }),
  );
};
