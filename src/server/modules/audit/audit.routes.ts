import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#shared/schemas/audit';
import { requireAdmin } from '../../plugins/auth-guards';
import { listAudit } from './audit.service';

// Auditoría: the whole trail is for admins; each account's and client's own history is served by
// their modules to every staff member who may see them.
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/audit',
    {
      preHandler: requireAdmin,
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(ctx, request.query),
  );
};
