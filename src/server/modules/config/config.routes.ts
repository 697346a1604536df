import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessToday } from '#shared/domain/business-time';
import { appConfigSchema } from '#shared/schemas/app-config';
import { declareAccess } from '../../identity/access';

/**
 * GET /api/config: the business time zone (TZ_APP), so the browser computes "today", expiry
 * colours and filters exactly as the server does instead of using its own clock zone.
 */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'public');
  const { ctx } = app;
  app.get('/api/config', { schema: { response: { 200: appConfigSchema } } }, async () => ({
    timeZone: ctx.config.TZ_APP,
    today: businessToday(ctx.now(), ctx.config.TZ_APP),
  }));
};
