import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalsSchema } from '#shared/schemas/totals';
import { requireSection } from '../../plugins/auth-guards';
import { countTotals } from './totals.service';

export const totalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/totals',
    { preHandler: requireSection('dashboard'), schema: { response: { 200: totalsSchema } } },
    async () => countTotals(ctx),
  );
};
