import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages/es';
import { AppError } from '../../lib/app-error';

// The load balancer's probe: an instance whose database does not answer reports itself sick.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', async (request) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, messages.health.databaseDown);
    }
    return { status: 'ok' };
  });
};
