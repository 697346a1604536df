import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertService } from '#tests/factories/catalog.factory';
import { signedInClient, useTestApp, type TestClient } from '#tests/setup/test-app';
import { MIN_COMPRESSED_BYTES } from './compression';

// JSON answers over 1 KB go out compressed when the client accepts it (docs/decisions/031).
const t = useTestApp();
let c: TestClient;
const LIST = '/api/accounts?page=1&limit=50';

beforeAll(async () => {
  ({ client: c } = await signedInClient(t));
  const service = await insertService(t.database.db);
  for (let i = 0; i < 12; i += 1)
    await insertAccount(t.database.db, service.id, { username: `cuenta-${i}@correo.com` });
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('JSON answers over 1 KB', () => {
  it('are sent as they are, varying on Accept-Encoding, to a client that asks for no coding', async () => {
    const response = await c.get(LIST);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.json().accounts).toHaveLength(12);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['*, br;q=0, gzip;q=0', undefined],
  ])(
    'to Accept-Encoding %s are sent with %s, and decode to the same JSON',
    async (acceptEncoding, encoding) => {
      const plain = await c.get(LIST);
      const response = await c.get(LIST, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, response.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('keep every security header when compressed', async () => {
    const plain = await c.get(LIST);
    const response = await c.get(LIST, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(response.headers[header], header).toBeDefined();
      expect(response.headers[header], header).toBe(plain.headers[header]);
    }
  });
});

describe('answers left as they are', () => {
  it('a JSON answer under 1 KB', async () => {
    const response = await c.get('/api/auth/me', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(response.json().user).toBeDefined();
  });

  it('a spreadsheet download', async () => {
    const response = await c.get('/api/accounts/export?format=csv', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('cuenta-11@correo.com');
  });
});
