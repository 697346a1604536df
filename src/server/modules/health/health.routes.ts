import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthMessages } from '#shared/messages/common';
import { z } from '#shared/schemas/zod';
import { AppError } from '../../lib/app-error';
import { declareAccess } from '../../identity/access';

const TIMED_OUT = Symbol('timed out');

// The load balancer's probe: an instance whose database does not answer, or that is shutting
// down, reports itself sick. It answers within HEALTH_TIMEOUT_MS even when the database hangs, so
// the balancer's own probe time-out never has to guess.
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'public');
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request) => {
      if (app.lifecycle.draining) throw new AppError(503, healthMessages.shuttingDown);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), app.ctx.config.HEALTH_TIMEOUT_MS);
      });
      try {
        // A query that outlives the deadline is left to the database's own query time-out.
        const result = await Promise.race([sql`select 1`.execute(app.ctx.db), deadline]);
        if (result === TIMED_OUT) throw new Error('health check timed out');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, healthMessages.databaseDown);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
};
