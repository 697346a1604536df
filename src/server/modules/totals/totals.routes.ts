import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalsSchema } from '#shared/schemas/totals';
import { declareAccess } from '../../identity/access';
import { countTotals } from './totals.service';

export const totalsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { section: 'dashboard' });
  const { ctx } = app;
  app.get('/api/totals', { schema: { response: { 200: totalsSchema } } }, async () => countTotals(ctx));
};
