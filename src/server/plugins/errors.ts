import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages/es';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from '../lib/app-error';

const genericByStatus: Record<number, string> = {
  400: messages.common.invalidInput,
  401: messages.auth.notSignedIn,
  403: messages.auth.forbidden,
  404: messages.common.notFound,
  413: messages.common.tooLarge,
};

// One place turns every failure into `{error}` in Spanish with the right status; a 5xx never
// shows its cause (it is logged instead) and a stack never leaves the server.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? messages.common.invalidInput });
    }
    // A database that is restarting or does not answer in time: say so, and let the client retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: messages.common.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: messages.common.internalError });
    }
    if (status === 429) return reply.status(429).send({ error: error.message });
    return reply.status(status).send({ error: genericByStatus[status] ?? messages.common.invalidInput });
  });
});
