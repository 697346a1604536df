import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app';
import { buildApp, type App } from '../../app';

// /p/{token} with a build (docs/decisions/051): the same file for every token (the page asks the
// API, which decides), with the portal's headers, never the staff app's page.
const t = useTestApp();
let app: App;
let dir: string;
const PAGE = '<!doctype html><html lang="es"><title>Mi cuenta</title><div id="portal"></div></html>';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-portal-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Cuentas Claras</title>');
  fs.mkdirSync(path.join(dir, 'portal'));
  fs.writeFileSync(path.join(dir, 'portal', 'index.html'), PAGE);
  app = await buildApp({ config: t.config, database: t.database, webRoot: dir, now: t.clock.now });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /p/{token}', () => {
  it('answers the portal page itself for any token, with a strict CSP and nothing kept', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'otro']) {
      const response = await app.inject({ method: 'GET', url: `/p/${token}`, remoteAddress: '192.0.2.90' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-robots-tag']).toContain('noindex');
    }
    // The staff app is still the app everywhere else.
    const staff = await app.inject({ method: 'GET', url: '/dashboard/clientes' });
    expect(staff.body).toContain('Cuentas Claras');
  });
});
