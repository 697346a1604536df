import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import type { LightMyRequestResponse } from 'fastify';
import { checkAgainstOpenApi } from '#tests/setup/openapi-check';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp();

/** Every route under /api in Fastify's own table, as "METHOD /path" (HEAD left out). */
function apiRoutes() {
  const routes: string[] = [];
  const pathAt: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[└├]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    pathAt[depth] = (depth > 0 ? pathAt[depth - 1]! : '') + match[2]!;
    for (const method of match[3]!.split(', '))
      if (method !== 'HEAD') routes.push(`${method} ${pathAt[depth]}`);
  }
  return routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
}

describe('GET /api/openapi.json', () => {
  it('documents every registered /api route, with the Spanish error shape and how to sign in', async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    const response = await client.get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>))
      for (const method of Object.keys(item))
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    // The docs themselves (the page and its assets) are not part of the API they describe.
    const missing = apiRoutes().filter(
      (route) => !documented.has(route) && !/ \/api\/(docs|openapi\.json)/.test(route),
    );
    expect(missing).toEqual([]);
    expect(documented.size).toBeGreaterThan(60);
    expect(doc.components.schemas.Error).toMatchObject({ properties: { error: { type: 'string' } } });
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['session', 'csrf', 'bearer']);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Reads need a session unless public, every write the CSRF token (sign-in included); or an API
    // token instead, where one may go (docs/decisions/043).
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([{ csrf: [] }]);
    expect(doc.paths['/api/clients'].get.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(doc.paths['/api/clients'].post.security).toEqual([{ session: [], csrf: [] }, { bearer: [] }]);
    expect(doc.paths['/api/users'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/tokens'].post.security).toEqual([{ session: [], csrf: [] }]);
    // A route's zod schemas are in it: the body of a new client and its answer.
    const createClient = doc.paths['/api/clients'].post;
    expect(Object.keys(createClient.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'phone', 'type']),
    );
    expect(Object.keys(createClient.responses)).toContain('201');
  });

  it('is for admins: 401 signed out, 403 for staff before anything else', async () => {
    expect((await new TestClient(t.app).get('/api/openapi.json')).statusCode).toBe(401);
    const { client: staff } = await signedInClient(t);
    const refused = await staff.get('/api/openapi.json');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.adminOnly });
    expect((await staff.get('/api/docs')).statusCode).toBe(403);
  });
});

describe('every answer the API tests receive is checked against the document', () => {
  const answer = (statusCode: number, body: unknown) =>
    ({
      statusCode,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      json: () => body,
    }) as unknown as LightMyRequestResponse;

  it('fails an answer that drifts from its route’s schema, or a status the route does not document', () => {
    const check = (status: number, body: unknown, url = '/api/clients?page=1') =>
      checkAgainstOpenApi(t.app, 'GET', url, answer(status, body));
    expect(() => check(200, { clients: [], pagination: { currentPage: 1 } })).toThrow(
      /GET \/api\/clients answered 200 unlike its documented schema/,
    );
    expect(() => check(201, { clients: [] })).toThrow(/does not document/);
    // Every refusal has the Spanish error shape, on a path with a parameter too.
    expect(() => check(403, { error: authMessages.forbidden }, '/api/clients/7')).not.toThrow();
    expect(() => check(404, { message: 'Not Found' }, '/api/clients/7')).toThrow(
      /unlike its documented schema/,
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page from the app’s own files, pointing at the document', async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    const page = await client.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // No CDN: every script and stylesheet is a relative path under /api/docs.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    const init = await client.get('/api/docs/static/swagger-initializer.js');
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('/api/openapi.json');
  });
});

describe('with API_DOCS_PUBLIC=true', () => {
  const open = useTestApp({ env: { API_DOCS_PUBLIC: 'true' } });
  it('opens the document and the page to everyone', async () => {
    const anyone = new TestClient(open.app);
    expect((await anyone.get('/api/openapi.json')).statusCode).toBe(200);
    expect((await anyone.get('/api/docs/')).statusCode).toBe(200);
  });
});
