import type { FastifyRequest } from 'fastify';

// A client portal link's token sits in its path (/p/<token>, /api/portal/<token>/…): the logs
// keep the path without it, as they keep no cookie or bearer (docs/decisions/051).
const PORTAL_TOKEN = /^(\/p\/|\/api\/portal\/)[^/?#]+/;

export const hidePortalToken = (url: string) => url.replace(PORTAL_TOKEN, '$1[token]');

/** Fastify's request log line, with the portal token hidden. */
export const requestLogSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: hidePortalToken(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
