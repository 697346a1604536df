import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { commonMessages } from '#shared/messages/common';
import { ROUTE_PAGES_DIR, routePathOf } from '../../../scripts/route-page-names.mjs';

/**
 * Serves the built web app (dist/web) and answers its client-side routes with a page: a screen's
 * address with the build's copy of index.html that preloads that screen's chunks
 * (scripts/route-pages.mjs), any other with index.html. Unknown /api paths get a JSON 404. Without
 * a build (development, API tests) only the API is served.
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
  const pages = hasBuild ? routePagesIn(root) : new Map<string, string>();
  if (hasBuild && pages.size === 0)
    app.log.warn(
      `La compilación no tiene ${ROUTE_PAGES_DIR}/: las pantallas cargarán su código sin precarga`,
    );
  /** The screen's copy for a path (query and a trailing slash aside), while the file is there. */
  const pageFor = (url: string) => {
    const page = pages.get(url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1'));
    return page !== undefined && fs.existsSync(path.join(root!, page)) ? page : 'index.html';
  };
  // Neither page is ever cached stale.
  const sendIndex = (reply: FastifyReply, url = '/') =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile(pageFor(url));
  // The static plugin refuses directory requests, so the root path answers the app explicitly.
  if (hasBuild) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?');
    if (hasBuild && wantsPage) {
      return sendIndex(reply, request.url);
    }
    return reply.status(404).send({ error: commonMessages.routeNotFound });
  });
});

/** Route path → its page under the web root (`routes/…html`), from the build's folder, read once. */
function routePagesIn(root: string): Map<string, string> {
  const dir = path.join(root, ROUTE_PAGES_DIR);
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => [routePathOf(file), path.join(ROUTE_PAGES_DIR, file)]),
  );
}
