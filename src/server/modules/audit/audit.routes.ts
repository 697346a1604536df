import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#shared/schemas/audit';
import { declareAccess } from '../../identity/access';
import { listAudit } from './audit.service';

// Auditoría: the whole trail is for admins; each account's and client's own history is served by
// their modules to every staff member who may see them.
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'admin');
  const { ctx } = app;

  app.get(
    '/api/audit',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(ctx, request.query),
  );
};
