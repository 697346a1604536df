import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './cookies';

// The OpenAPI 3.1 document is generated from the zod schemas each route validates with (issue 28,
// item 1), so it cannot drift from the code: @fastify/swagger collects every route registered after
// it, and the zod type provider's transform turns its schemas into JSON Schema. Registered before
// the modules; the document itself is served by modules/api-docs.
const ERROR_SCHEMA: {
  description: string;
  type: 'object';
  properties: { error: { type: 'string' } };
  required: string[];
} = {
  description: 'Error: su mensaje en español.',
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
};

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cuentas Claras API',
        version: '1',
        description:
          'La API de Cuentas Claras. Inicia sesión con `POST /api/auth/login` (cookie de sesión) y envía ' +
          'en cada escritura el token CSRF que devuelve, en la cabecera `X-CSRF-Token`. Una integración ' +
          'usa en su lugar un token de API (Ajustes → Integraciones) en la cabecera ' +
          '`Authorization: Bearer cc_…`, sin cookie ni token CSRF. Los errores responden ' +
          '`{ "error": "mensaje en español" }` con su código HTTP.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
          bearer: { type: 'http', scheme: 'bearer', description: 'Token de API (docs/decisions/043).' },
        },
        schemas: {
          Error: ERROR_SCHEMA,
        },
      },
    },
    // Only the API: the web app's pages and assets are not part of it.
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
      // Grouped by the resource the path starts with (clients, accounts, movements…). A route
      // needs a session unless it is public, and every write the CSRF token, sign-in included
      // (plugins/access.ts, plugins/csrf.ts).
      const tag = input.url.split('/')[2]!;
      const access = input.route.config?.access;
      const write = ![input.route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
      const needs: Record<string, string[]> = {
        ...(access === 'public' ? {} : { session: [] }),
        // A portal route's only key is its path's token, no cookie: no CSRF (docs/decisions/051).
        ...(write && !input.route.config?.portal ? { csrf: [] } : {}),
      };
      // Or a bearer token, where one may go: not admin-only routes nor those closed to tokens.
      const bearer = access !== 'public' && access !== 'admin' && input.route.config?.tokens !== false;
      const security = [
        ...(Object.keys(needs).length === 0 ? [] : [needs]),
        ...(bearer ? [{ bearer: [] }] : []),
      ];
      const output = jsonSchemaTransform({ ...input, schema: { ...input.schema, tags: [tag], security } });
      // Every refusal (400, 401, 403, 404, 409, 429, 503…) answers the same Spanish error shape.
      const response = (output.schema.response ?? {}) as Record<string, unknown>;
      return { ...output, schema: { ...output.schema, response: { ...response, default: ERROR_SCHEMA } } };
    },
  });
});
