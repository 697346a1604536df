import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { SESSION_ABSOLUTE_MS } from '../modules/sessions/session.service';

export const SESSION_COOKIE = 'cc_session';
export const CSRF_COOKIE = 'cc_csrf';

export const cookieOptions = (config: AppConfig) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.COOKIE_SECURE,
});

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
