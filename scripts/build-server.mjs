// Bundles the server into dist/server/server.js and each migration into dist/server/migrations/,
// where the migrator finds them by name at start. Packages stay external (node_modules at run
// time); our own code, including src/shared through the #shared alias, is bundled in.
import fs from 'node:fs';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // #shared/* and #server/* are package.json imports; bundle them rather than leave them external.
  alias: { '#shared': './src/shared', '#server': './src/server' },
};

const migrationsDir = 'src/server/db/migrations';
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: ['src/server/server.ts'], outfile: 'dist/server/server.js' }),
  build({
    ...common,
    entryPoints: fs
      .readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
      .map((file) => `${migrationsDir}/${file}`),
    outdir: 'dist/server/migrations',
  }),
]);
