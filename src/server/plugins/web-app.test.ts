import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '#shared/messages/common';
import { compressWebAssets, type CompressedSizes } from '../../../scripts/compress-web.mjs';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database';

let app: App;
let database: TestDatabase;
let webRoot: string;
let compressed: CompressedSizes[];

// Large enough to be compressed by the build (over 1 KB), as the real index.html and bundle are.
const indexHtml = `<!doctype html><div id="root"></div>\n${'<!-- relleno -->\n'.repeat(80)}`;
const bundle = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'valor ${i}';`).join('\n');
const BUNDLE = '/assets/index-abc123.js';
// The build's copy of index.html for Cuentas, which also preloads its chunks (scripts/route-pages.mjs).
const cuentasHtml = indexHtml.replace(
  '<div',
  '<link rel="modulepreload" href="/assets/app-abc123.js">\n<div',
);

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
  fs.mkdirSync(path.join(webRoot, 'routes'));
  fs.writeFileSync(path.join(webRoot, 'routes', 'dashboard_cuentas.html'), cuentasHtml);
  // Under 1 KB: the build leaves it uncompressed. A test deletes it while the server runs.
  fs.writeFileSync(path.join(webRoot, 'routes', 'dashboard_avisos.html'), '<!doctype html><p>Avisos</p>');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, BUNDLE), bundle);
  // Random bytes do not shrink: the build leaves them without .br and .gz.
  fs.writeFileSync(
    path.join(webRoot, 'assets', 'noise.txt'),
    Buffer.from(crypto.getRandomValues(new Uint8Array(4096))),
  );
  compressed = await compressWebAssets(webRoot);
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({}), database, webRoot });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/login', '/dashboard/clientes', '/admin/users'])(
    'answers %s with the app page',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/dashboard/cuentas', '/dashboard/cuentas/', '/dashboard/cuentas?buscar=luna&pagina=2'])(
    "answers %s with Cuentas' own copy, which preloads its chunks",
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(cuentasHtml);
    },
  );

  it.each(['/dashboard/cuentas/otra', '/dashboard/cuentasx', '/dashboard/clientes'])(
    'answers %s, a path with no copy of its own, with index.html',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).body).toBe(indexHtml);
    },
  );

  it("answers index.html when a screen's copy is gone while the server runs", async () => {
    expect((await app.inject({ method: 'GET', url: '/dashboard/avisos' })).body).toContain('Avisos');
    fs.rmSync(path.join(webRoot, 'routes', 'dashboard_avisos.html'));
    const response = await app.inject({ method: 'GET', url: '/dashboard/avisos' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: commonMessages.routeNotFound });
  });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('the build compressor (scripts/compress-web.mjs)', () => {
  it('writes .br and .gz beside the text files over 1 KB that shrink, and nothing else', () => {
    const assets = path.join(webRoot, 'assets');
    expect(compressed.map((c) => path.relative(webRoot, c.file)).sort()).toEqual([
      path.join('assets', 'index-abc123.js'),
      path.join('assets', 'noise.txt'),
      'index.html',
      path.join('routes', 'dashboard_cuentas.html'),
    ]);
    expect(fs.readdirSync(assets).sort()).toEqual([
      'app-abc123.js',
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
      'noise.txt',
    ]);
    const js = path.join(assets, 'index-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(bundle);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(bundle);
  });
});

describe('precompressed static files', () => {
  const original = (file: string) => fs.readFileSync(path.join(webRoot, file));

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %s with %s', async (acceptEncoding, encoding) => {
    const response = await app.inject({
      method: 'GET',
      url: BUNDLE,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(bundle.length);
    expect(decode(encoding, response.rawPayload)).toEqual(original(BUNDLE));
  });

  it('sends a file the build left uncompressed as it is, whatever the browser accepts', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it.each([
    ['/', indexHtml],
    ['/dashboard/clientes', indexHtml],
    ['/index.html', indexHtml],
    ['/dashboard/cuentas', cuentasHtml],
  ])('answers %s with the compressed page, never cached stale', async (url, page) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decode('br', response.rawPayload).toString()).toBe(page);
  });
});
