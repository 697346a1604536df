// Where the build writes each screen's copy of index.html (scripts/route-pages.mjs) and how a
// route path names its file, read by the build and by the server (src/server/plugins/web-app.ts).

/** The copies' folder, under dist/web. */
export const ROUTE_PAGES_DIR = 'routes';

/**
 * '/dashboard/cuentas' → 'dashboard_cuentas.html'. Only a plain path of lower-case words can be named
 * this way and read back: a '_' would read back as '/', and a parameter (':id') or a wildcard has no
 * one address to serve. The build fails on anything else rather than write a copy nobody gets.
 */
export function routePageFile(routePath) {
  if (!/^(\/[a-z0-9-]+)+$/.test(routePath))
    throw new Error(
      `la ruta ${routePath} no puede tener una copia de index.html (solo /palabras-en-minusculas)`,
    );
  return `${routePath.slice(1).replaceAll('/', '_')}.html`;
}

/** 'dashboard_cuentas.html' → '/dashboard/cuentas'. */
export const routePathOf = (file) => `/${file.replace(/\.html$/, '').replaceAll('_', '/')}`;
