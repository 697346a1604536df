// Bundles the server into dist/server/server.js. Packages stay external (node_modules at run time);
// our own code, including src/shared through the #shared alias, is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // #shared/* and #server/* are package.json imports; bundle them rather than leave them external.
  alias: { '#shared': './src/shared', '#server': './src/server' },
});
