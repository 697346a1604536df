import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '#shared/messages/common';

/**
 * Serves the built web app (dist/web) and answers index.html for its client-side routes. Unknown
 * /api paths get a JSON 404. Without a build (development, API tests) only the API is served.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot?: string }) => {
  const root = opts.webRoot;
  const hasBuild = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      cacheControl: false,
      // `npm run build` writes a .br and a .gz beside each text asset (scripts/compress-web.mjs):
      // the plugin sends the best one the browser accepts (br, then gzip, honouring q=0) with its
      // Content-Encoding and `Vary: Accept-Encoding`, or the file itself (docs/decisions/031).
      preCompressed: true,
      // Hashed asset names never change content; everything else must be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  // The static plugin refuses directory requests, so the root path answers the app explicitly.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?');
    if (hasBuild && wantsPage) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ error: commonMessages.routeNotFound });
  });
});
