import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '#shared/schemas/dashboard';
import { declareAccess } from '../../identity/access';
import { signedInUser } from '../../identity/signed-in-user';
import { dashboard } from './dashboard.service';

// Guarded like /api/totals: can_access_dashboard (admins always).
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'dashboard' });
  const { ctx } = app;
  app.get('/api/dashboard', { schema: { response: { 200: dashboardSchema } } }, async (request) =>
    dashboard(ctx, signedInUser(request)),
  );
};
