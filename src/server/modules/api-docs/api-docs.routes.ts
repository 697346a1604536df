import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import { declareAccess } from '../../identity/access';

// GET /api/openapi.json and the reference page GET /api/docs (issue 28, item 1): signed-in admins
// only, or everyone when API_DOCS_PUBLIC=true. The page is Swagger UI served from this install's
// own files (node_modules), never from a CDN, under the app's strict CSP.
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  declareAccess(app, app.ctx.config.API_DOCS_PUBLIC ? 'public' : 'admin');
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The document above, not a second copy of it under the page's prefix.
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
};
