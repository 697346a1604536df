import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = path.resolve(import.meta.dirname, 'dist/web');
// Which chunks each route loads, read by `npm run budget` (scripts/web-budget.mjs, decision 037).
const WEB_MANIFEST = path.resolve(import.meta.dirname, 'dist/web-manifest.json');

/**
 * Moves Vite's manifest (dist/web/.vite/manifest.json) beside dist/web: the server publishes every
 * file of dist/web, and the manifest is a build record, not part of the app.
 */
const manifestBesideTheApp = (): Plugin => ({
  name: 'manifest-beside-the-app',
  apply: 'build',
  closeBundle() {
    const written = path.join(outDir, '.vite', 'manifest.json');
    if (!fs.existsSync(written)) return;
    fs.renameSync(written, WEB_MANIFEST);
    fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
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
