import type { FastifyRequest } from 'fastify';
import { canAccessSection, type Section } from '#shared/domain/permissions';
import { messages } from '#shared/messages/es';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { permissionSubject } from '../modules/users/user.mapper';

// preHandler guards. The server decides access with the same shared rule the screens use.

export function signedInUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  if (request.userExpired) throw new AppError(403, messages.auth.userExpired);
  throw new AppError(401, messages.auth.notSignedIn);
}

export async function requireUser(request: FastifyRequest) {
  signedInUser(request);
}

export async function requireAdmin(request: FastifyRequest) {
  if (signedInUser(request).role !== 'admin') throw new AppError(403, messages.auth.adminOnly);
}

export const requireSection = (section: Section) => async (request: FastifyRequest) => {
  const user = signedInUser(request);
  if (!canAccessSection(permissionSubject(user), section)) throw new AppError(403, messages.auth.forbidden);
};
