import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_PAGES_DIR, routePages } from './scripts/route-pages.mjs';
import { sections, subSections } from './src/web/config/sections';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
// Which chunks each route loads, read by `npm run budget` (scripts/web-budget.mjs, decision 037).
const WEB_MANIFEST = path.resolve(import.meta.dirname, 'dist/web-manifest.json');

/** Each screen's path and the route modules its first visit loads (src/web/app/router.tsx). */
const SCREEN_ROUTES = [
  ...sections.map((s) => ({ path: s.path, screen: s.name })),
  ...subSections.map((s) => ({ path: s.path, screen: s.screen })),
].map(({ path: routePath, screen }) => ({
  path: routePath,
  modules: ['app/routes/app-layout.tsx', `app/routes/${screen}.tsx`],
}));

/**
 * Moves Vite's manifest (dist/web/.vite/manifest.json) beside dist/web: the server publishes every
 * file of dist/web, and the manifest is a build record, not part of the app. Then writes each
 * screen's copy of index.html that preloads its chunks (scripts/route-pages.mjs).
 */
const manifestBesideTheApp = (): Plugin => ({
  name: 'manifest-beside-the-app',
  apply: 'build',
  closeBundle() {
    const written = path.join(outDir, '.vite', 'manifest.json');
    if (!fs.existsSync(written)) return;
    fs.renameSync(written, WEB_MANIFEST);
    fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
    const manifest = JSON.parse(fs.readFileSync(WEB_MANIFEST, 'utf8'));
    const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const pagesDir = path.join(outDir, ROUTE_PAGES_DIR);
    fs.mkdirSync(pagesDir, { recursive: true });
    for (const page of routePages(manifest, indexHtml, SCREEN_ROUTES))
      fs.writeFileSync(path.join(pagesDir, page.file), page.html);
  },
});

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), manifestBesideTheApp()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src/web') } },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    // Two pages: the staff app, and the client portal (/p/…, docs/decisions/051) with its own small
    // bundle that shares no chunk with the app's.
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'src/web/index.html'),
        portal: path.resolve(import.meta.dirname, 'src/web/portal/index.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
