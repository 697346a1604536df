// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text asset
// of the web build, once, at build time, so the server sends them as they are (@fastify/static's
// `preCompressed`) and never spends CPU compressing a file per request (docs/decisions/031).
// Files under 1 KB are left alone (the headers would cost about what they save), and so is an
// encoding that does not make its file smaller. `npm run build` runs it on dist/web after vite.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
]);
export const MIN_BYTES = 1024;

const ENCODERS = {
  br: (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses one file; an encoding that does not shrink it leaves no file behind. */
async function compressFile(file) {
  const data = await fs.readFile(file);
  const sizes = { file, raw: data.length, br: null, gz: null };
  for (const [extension, encode] of Object.entries(ENCODERS)) {
    const encoded = await encode(data);
    if (encoded.length < data.length) {
      await fs.writeFile(`${file}.${extension}`, encoded);
      sizes[extension] = encoded.length;
    } else {
      await fs.rm(`${file}.${extension}`, { force: true });
    }
  }
  return sizes;
}

/**
 * Writes the `.br` and `.gz` siblings of every compressible file of at least `minBytes` under
 * `dir`, and answers each file's sizes (raw, br, gz; null where that encoding was not written).
 */
export async function compressWebAssets(dir, { minBytes = MIN_BYTES } = {}) {
  const files = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await fs.stat(file)).size < minBytes) continue;
    files.push(file);
  }
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time use every core.
  return Promise.all(files.map(compressFile));
}

const kb = (bytes) => (bytes === null ? '—' : `${(bytes / 1024).toFixed(1)} KB`);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.join(root, 'dist/web');
  const sizes = await compressWebAssets(dir);
  const total = (key) => sizes.reduce((sum, s) => sum + (s[key] ?? s.raw), 0);
  const largest = sizes.reduce((a, b) => (b.raw > a.raw ? b : a), { raw: 0 });
  console.log(
    `compress-web: ${sizes.length} files, ${kb(total('raw'))} → br ${kb(total('br'))}, gzip ${kb(total('gz'))}` +
      (largest.file
        ? `; largest ${path.relative(dir, largest.file)} ${kb(largest.raw)} → br ${kb(largest.br)}, gzip ${kb(largest.gz)}`
        : ''),
  );
}
