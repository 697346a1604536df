// Where the build writes each screen's copy of index.html (scripts/route-pages.mjs) and how a
// route path names its file, read by the build and by the server (src/server/plugins/web-app.ts).

/** The copies' folder, under dist/web. */
export const ROUTE_PAGES_DIR = 'routes';

/** '/dashboard/cuentas' → 'dashboard_cuentas.html' ('_' appears in no route path). */
export const routePageFile = (routePath) => `${routePath.replace(/^\//, '').replaceAll('/', '_')}.html`;

/** 'dashboard_cuentas.html' → '/dashboard/cuentas'. */
export const routePathOf = (file) => `/${file.replace(/\.html$/, '').replaceAll('_', '/')}`;
