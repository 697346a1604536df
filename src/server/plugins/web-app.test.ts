import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '#shared/messages/common';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database';

let app: App;
let database: TestDatabase;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
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
