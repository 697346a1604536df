import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationLogEntrySchema,
  notificationLogInputSchema,
  notificationLogListSchema,
  notificationLogQuerySchema,
  remindersQuerySchema,
  remindersSchema,
} from '#shared/schemas/reminders';
import { z } from '#shared/schemas/zod';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { listNotificationLog, recordNotification } from './notification-log.service';
import { listReminders } from './reminder.service';

// Avisos is for every signed-in staff member (issue 14): they all remind clients.
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'user');
  const { ctx } = app;

  app.post(
    '/api/notification-log',
    {
      schema: {
        body: notificationLogInputSchema,
        response: { 201: z.object({ entry: notificationLogEntrySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ entry: await recordNotification(ctx, signedInUser(request), request.body) }),
  );
  app.get(
    '/api/notification-log',
    {
      schema: { querystring: notificationLogQuerySchema, response: { 200: notificationLogListSchema } },
    },
    async (request) => listNotificationLog(ctx, request.query),
  );
  app.get(
    '/api/reminders',
    {
      schema: { querystring: remindersQuerySchema, response: { 200: remindersSchema } },
    },
    async (request) => listReminders(ctx, request.query),
  );
};
