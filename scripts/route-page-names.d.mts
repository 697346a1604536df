// Types of route-page-names.mjs for the server and the tests that import it.
export const ROUTE_PAGES_DIR: string;
export function routePageFile(routePath: string): string;
export function routePathOf(file: string): string;
