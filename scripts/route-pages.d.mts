// Types of route-pages.mjs for vite.config.ts and the tests that import it.
import type { ManifestChunk } from './web-budget.mjs';
export { ROUTE_PAGES_DIR, routePageFile, routePathOf } from './route-page-names.mjs';
export interface RoutePage {
  file: string;
  preloads: string[];
  html: string;
}
export function routePages(
  manifest: Record<string, ManifestChunk>,
  indexHtml: string,
  routes: { path: string; modules: string[] }[],
): RoutePage[];
