// Bundles the server into <outDir>/server.js (and the demo data loader into seed.js, the key
// rotation into rotate-key.js, the backup and restore commands into backup.js and restore.js) and
// each migration into <outDir>/migrations/, where the migrator finds them by name at start.
// Packages stay external (node_modules at run time); our own code, including src/shared through
// the #shared alias, is bundled in. `npm run build` writes dist/server; the SIGTERM test bundles
// into a folder of its own.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** @param {{ outDir: string }} options */
export async function buildServer({ outDir }) {
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // #shared/* and #server/* are package.json imports; bundle them rather than leave them external.
    alias: { '#shared': path.join(root, 'src/shared'), '#server': path.join(root, 'src/server') },
  };
  const migrationsDir = path.join(root, 'src/server/db/migrations');
  fs.rmSync(path.join(outDir, 'migrations'), { recursive: true, force: true });
  await Promise.all([
    build({
      ...common,
      // server.js (the entry, decision 035) and main.js (the app), and the commands: seed.js (`npm run db:seed`), rotate-key.js, backup.js and
      // restore.js (same bundle rules, same migrations folder).
      // webhooks-worker.js is the webhooks' thread, started by main.js (decision 049).
      entryPoints: ['server', 'main', 'webhooks-worker', 'seed', 'rotate-key', 'backup', 'restore'].map(
        (name) => path.join(root, `src/server/${name}.ts`),
      ),
      outdir: outDir,
    }),
    build({
      ...common,
      entryPoints: fs
        .readdirSync(migrationsDir)
        .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
        .map((file) => path.join(migrationsDir, file)),
      outdir: path.join(outDir, 'migrations'),
    }),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer({ outDir: path.join(root, 'dist/server') });
}
