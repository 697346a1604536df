import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authMessages } from '#shared/messages/auth';
import { commonMessages } from '#shared/messages/common';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from '../lib/app-error';

const genericByStatus: Record<number, string> = {
  400: commonMessages.invalidInput,
  401: authMessages.notSignedIn,
  403: authMessages.forbidden,
  404: commonMessages.notFound,
  413: commonMessages.tooLarge,
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
      return reply.status(400).send({ error: first?.message ?? commonMessages.invalidInput });
    }
    // A database that is restarting or does not answer in time: say so, and let the client retry.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: commonMessages.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: commonMessages.internalError });
    }
    if (status === 429) return reply.status(429).send({ error: error.message });
    return reply.status(status).send({ error: genericByStatus[status] ?? commonMessages.invalidInput });
  });
});
