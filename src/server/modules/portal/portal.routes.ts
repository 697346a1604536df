import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalMessages as m } from '#shared/messages/portal';
import { errorSchema } from '#shared/schemas/common';
import {
  portalAccessSchema,
  portalPageSchema,
  portalRevealInputSchema,
  portalTokenParamSchema,
} from '#shared/schemas/portal';
import { declareAccess } from '../../identity/access';
import { AppError } from '../../lib/app-error';
import { registerPortalPaymentReportRoutes } from '../payment-reports/portal-payment-report.routes';
import { findPortalVisit, recordPortalView, type PortalVisit } from './portal-link.service';
import { portalPage, revealPortalAccess } from './portal-page.service';
import { portalResellerRoutes } from './portal-reseller.routes';
import { countPortalFailure, countPortalRequest } from './portal-throttle.service';

// The client portal's public side (issue 27, docs/decisions/051): the page /p/{token} and its API
// /api/portal/{token}. The token in the path is the only key: these routes say `portal: true`, so
// no session cookie, API token or CSRF token is read (plugins/session.ts, plugins/csrf.ts), and a
// staff cookie adds nothing. Every request, page or API, is counted against its address first.

/** The page's Content-Security-Policy: its own script, style and API, nothing inline or remote. */
export const PORTAL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The built page: dist/web/portal/index.html (vite.config.ts), when there is a build. */
const PAGE_FILE = path.join('portal', 'index.html');

export const portalRoutes: FastifyPluginAsyncZod<{ webRoot?: string }> = async (app, opts) => {
  declareAccess(app, 'public');
  const { ctx } = app;
  const pageFile = opts.webRoot ? path.join(opts.webRoot, PAGE_FILE) : undefined;
  const page = pageFile && fs.existsSync(pageFile) ? fs.readFileSync(pageFile, 'utf8') : undefined;
  const https = ctx.config.COOKIE_SECURE;

  // Every answer of this plugin, page or API, success or refusal: nothing kept, sent on or indexed.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    if (request.url.startsWith('/p/'))
      reply.header(
        'content-security-policy',
        https ? `${PORTAL_CSP}; upgrade-insecure-requests` : PORTAL_CSP,
      );
    await countPortalRequest(ctx, request.ip);
  });

  /** The usable link of the request's token, or the one 404 every unusable token gets. */
  async function visitOf(token: string, ip: string): Promise<PortalVisit> {
    const visit = await findPortalVisit(ctx, token);
    if (visit) return visit;
    await countPortalFailure(ctx, ip);
    throw new AppError(404, m.invalidLink);
  }

  const config = { portal: true as const, tokens: false as const };
  const invalid = { 404: errorSchema, 429: errorSchema };
  // The token is looked up before the query string or body is checked, so an unusable token gets
  // the one 404 whatever else the request carries (a 400 would tell a bad body from a bad token).
  const visits = new WeakMap<FastifyRequest, PortalVisit>();
  const preValidation = async (request: FastifyRequest) => {
    const { token } = request.params as { token?: string };
    visits.set(request, await visitOf(token ?? '', request.ip));
  };
  const visitFor = (request: FastifyRequest) => visits.get(request)!;

  app.get(
    '/api/portal/:token',
    {
      config,
      preValidation,
      schema: { params: portalTokenParamSchema, response: { 200: portalPageSchema, ...invalid } },
    },
    async (request) => {
      const visit = visitFor(request);
      const answer = await portalPage(ctx, visit);
      await recordPortalView(ctx, visit, request.ip);
      return answer;
    },
  );
  app.post(
    '/api/portal/:token/reveal',
    {
      config,
      preValidation,
      schema: {
        params: portalTokenParamSchema,
        body: portalRevealInputSchema,
        response: { 200: portalAccessSchema, ...invalid },
      },
    },
    async (request) => {
      const visit = visitFor(request);
      return { access: await revealPortalAccess(ctx, visit, request.body.profileId, request.ip) };
    },
  );

  // A revendedor's "Ver más" and the end client's name on a profile (docs/decisions/056).
  await app.register(portalResellerRoutes, { config, preValidation, visitFor });
  registerPortalPaymentReportRoutes(app, { config, preValidation, visitFor });

  // The page itself is the same file for every token (it asks the API, which decides): nothing
  // here tells a valid token from another.
  const sendPage = (_request: FastifyRequest, reply: FastifyReply) => {
    if (!page) return reply.status(404).send({ error: m.invalidLink });
    return reply.type('text/html; charset=utf-8').send(page);
  };
  app.get('/p/:token', { config, schema: { hide: true } }, sendPage);
};
