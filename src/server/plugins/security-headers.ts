import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A strict CSP the built app passes: no inline or remote scripts. Inline styles are allowed because
// the UI primitives position popovers with style attributes. HSTS and upgrade-insecure-requests
// only make sense behind HTTPS, so they follow COOKIE_SECURE (a LAN install is plain HTTP).
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const https = app.ctx.config.COOKIE_SECURE;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});
