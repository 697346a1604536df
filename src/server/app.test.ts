import { describe, expect, it } from 'vitest';
import { commonMessages, healthMessages } from '#shared/messages/common';
import { createTestApp, TestClient, useTestApp } from '#tests/setup/test-app';
import { ensureFirstAdmin } from './modules/users/first-admin.service';
import { migrateToLatest } from './db/migrate';

const t = useTestApp();

describe('errors', () => {
  it('answers an unknown API route with a JSON 404 in Spanish', async () => {
    const response = await new TestClient(t.app).get('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: commonMessages.routeNotFound });
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const c = new TestClient(t.app);
    const response = await c.request('POST', '/api/auth/login', {
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const c = new TestClient(t.app);
    const response = await c.post('/api/auth/login', { username: 'a', password: 'x'.repeat(1_100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(commonMessages.tooLarge);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and no framing', async () => {
    const response = await new TestClient(t.app).get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await new TestClient(t.app).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('migrations and the first admin', () => {
  it('are safe to run twice', async () => {
    await expect(migrateToLatest(t.database)).resolves.toBeUndefined();
  });

  it('creates the configured first admin once, only on an empty database', async () => {
    const created = await ensureFirstAdmin(t.app.ctx);
    expect(created).toEqual({ username: 'admin', password: null });
    expect(await ensureFirstAdmin(t.app.ctx)).toBeNull();
    const c = new TestClient(t.app);
    const user = await c.login('admin', 'admin-secreto');
    expect(user.role).toBe('admin');
  });
});

describe('a database that stops answering', () => {
  it('makes health answer 503', async () => {
    const sick = await createTestApp();
    await sick.database.close();
    const response = await new TestClient(sick.app).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: healthMessages.databaseDown });
    await sick.close(); // the app, then the file or schema of its database
  });
});
