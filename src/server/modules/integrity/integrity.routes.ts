import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  integrityFixInputSchema,
  integrityFixResultSchema,
  integrityReportSchema,
} from '#shared/schemas/integrity';
import { declareAccess } from '../../identity/access';
import { actorOf } from '../../identity/actor';
import { signedInUser } from '../../identity/signed-in-user';
import { fixIntegrity } from './integrity-fix.service';
import { scanIntegrity } from './integrity-scan.service';

// Revisión de datos (issue 26 item 4, docs/decisions/053): admins only. The access hook runs
// before the body is validated, so anyone else gets 403, never a 400.
export const integrityRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;

  app.get('/api/integrity', { schema: { response: { 200: integrityReportSchema } } }, async () =>
    scanIntegrity(ctx),
  );
  app.post(
    '/api/integrity/fix',
    { schema: { body: integrityFixInputSchema, response: { 200: integrityFixResultSchema } } },
    async (request) => fixIntegrity(ctx, actorOf(signedInUser(request)), request.body),
  );
};
