import type { FastifyInstance } from 'fastify';
import { canAccessSection, type Section } from '#shared/domain/permissions';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { authMessages } from '#shared/messages/auth';
import type { UserRow } from '../db/schema';
import { AppError } from '../lib/app-error';
import { permissionSubject } from './session-user';

/**
 * Who may call a route: anyone, any signed-in user, admins only, or the users whose flags open a
 * section (shared/domain/permissions, the rule the screens use too). Every route under /api
 * declares one; the app refuses to start otherwise (plugins/access.ts).
 */
export type Access = 'public' | 'user' | 'admin' | { section: Section };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own access, when it differs from its routes plugin's (declareAccess). */
    access?: Access;
    /**
     * false: an API token may not call this route whatever its access (a user's own password,
     * photo, sign-in and sign-out: docs/decisions/043).
     */
    tokens?: false;
    /**
     * true: a public route of the client portal (docs/decisions/051), whose only key is the token
     * in its path: no session cookie, API token or CSRF token is read for it.
     */
    portal?: true;
  }
  interface FastifyInstance {
    /** The access declared by the routes plugin this instance belongs to. */
    declaredAccess?: Access;
  }
}

/**
 * Declares, once, who may call the routes a routes plugin registers after this call. The plugin
 * must be encapsulated (not wrapped in fastify-plugin), so the declaration stays inside it. A
 * route whose access differs says so in its own options: `config: { access: 'admin' }`.
 */
export function declareAccess(app: FastifyInstance, access: Access): void {
  app.decorate<Access | undefined>('declaredAccess', access);
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Why an API token may not call this route, before the route's access is checked as for the user
 * it acts as (a plain user with the token's flags); undefined when it may go on.
 */
export function tokenRefusalOf(
  token: { scope: 'lectura' | 'escritura' },
  method: string,
  config: { tokens?: false },
): AppError | undefined {
  if (config.tokens === false) return new AppError(403, apiTokenMessages.routeRefused);
  if (token.scope === 'lectura' && !READS.has(method)) return new AppError(403, apiTokenMessages.readOnly);
  return undefined;
}

/** Why this signed-in user may not call a route with this access; undefined when they may. */
export function refusalOf(user: UserRow, access: Access): AppError | undefined {
  if (access === 'public' || access === 'user') return undefined;
  if (access === 'admin')
    return user.role === 'admin' ? undefined : new AppError(403, authMessages.adminOnly);
  return canAccessSection(permissionSubject(user), access.section)
    ? undefined
    : new AppError(403, authMessages.forbidden);
}
