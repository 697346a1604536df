// The first load of a screen on a slow line (issue 23, "the phone"; docs/decisions/037): index.html
// preloads only the entry's chunks, so a cold visit to /dashboard/cuentas fetched the shell's and
// the screen's ~55 chunks only once the entry had arrived and run, a round trip per six of them
// on HTTP/1.1. For each screen's path the build writes a copy of index.html that also preloads
// that screen's chunks (`<link rel="modulepreload">`), so they download while the entry does; the
// server answers a screen's path with its copy (src/server/plugins/web-app.ts) and any other path
// with index.html. vite.config.ts calls this once Vite has written the build and its manifest.
import { routePageFile } from './route-page-names.mjs';
import { staticClosure } from './web-budget.mjs';

export { ROUTE_PAGES_DIR, routePageFile, routePathOf } from './route-page-names.mjs';

/**
 * The copies of `indexHtml` for `routes` ({ path, modules: manifest keys of the route modules a
 * first visit loads }): each preloads the JavaScript those modules import statically, minus what
 * index.html already loads, sorted by file name. Throws when
 * a module is missing from the manifest, as `npm run budget` does.
 */
export function routePages(manifest, indexHtml, routes) {
  if (!indexHtml.includes('</head>')) throw new Error('index.html no tiene </head>');
  const loaded = new Set(staticClosure(manifest, []));
  return routes.map(({ path: routePath, modules }) => {
    const files = staticClosure(manifest, modules).filter((f) => f.endsWith('.js') && !loaded.has(f));
    const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">\n`).join('');
    return {
      file: routePageFile(routePath),
      preloads: files,
      // A function, so a '$' in a file name is never read as a replacement pattern.
      html: indexHtml.replace('</head>', () => `${links}</head>`),
    };
  });
}
