import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, paginationQuerySchema } from '#shared/schemas/common';
import { notificationListSchema, notificationSchema } from '#shared/schemas/notifications';
import { z } from '#shared/schemas/zod';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { listNotifications, markRead } from './notification.service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: { querystring: paginationQuerySchema, response: { 200: notificationListSchema } },
    },
    async (request) => listNotifications(ctx, signedInUser(request).id, request.query),
  );

  app.put(
    '/api/notifications/:id',
    {
      preHandler: requireUser,
      schema: { params: idParamSchema, response: { 200: z.object({ notification: notificationSchema }) } },
    },
    async (request) => ({ notification: await markRead(ctx, signedInUser(request).id, request.params.id) }),
  );
};
