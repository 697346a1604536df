import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/schemas/dashboard';
import { requireSection, signedInUser } from '../../plugins/auth-guards';
import { dashboard } from './dashboard.service';

// Guarded like /api/totals: can_access_dashboard (admins always).
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/dashboard',
    { preHandler: requireSection('dashboard'), schema: { response: { 200: dashboardSchema } } },
    async (request) => dashboard(ctx, signedInUser(request)),
  );
};
