import type { FastifyRequest } from 'fastify';
import { authMessages } from '#shared/messages/auth';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * The user asking, for a handler. The route's declared access (identity/access.ts) has already
 * refused a request without one, so the throws here are a safety net, never the gate.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  if (request.userExpired) throw new AppError(403, authMessages.userExpired);
  throw new AppError(401, authMessages.notSignedIn);
}
