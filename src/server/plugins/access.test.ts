import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { TestClient, signedInClient, useTestApp } from '#tests/setup/test-app';
import { declareAccess } from '../identity/access';
import { accessPlugin } from './access';

const t = useTestApp();

/**
 * Every route of the app as `METHOD /path`, read from Fastify's own route tree (not from the
 * access declarations), so a route that escaped them would still be listed. The HEAD route
 * Fastify adds beside each GET is left out unless asked for.
 */
function apiRoutes({ withHead = false } = {}): string[] {
  const routes: string[] = [];
  const pathAt: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    pathAt[depth] = (depth > 0 ? pathAt[depth - 1]! : '') + match[2]!;
    for (const method of match[3]?.split(', ') ?? []) {
      if (withHead || method !== 'HEAD') routes.push(`${method} ${pathAt[depth]}`);
    }
  }
  return routes.filter((route) => route.split(' ')[1]!.startsWith('/api/'));
}

const PUBLIC = [
  'GET /api/health',
  'GET /api/csrf-token',
  'GET /api/config',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // The client portal: its path's token is its key (docs/decisions/051).
  'GET /api/portal/:token',
  'POST /api/portal/:token/reveal',
  // A revendedor's "Ver más" and end-client names (docs/decisions/056).
  'GET /api/portal/:token/profiles',
  'PUT /api/portal/:token/profiles/:profileId/label',
  // "Ya pagué" (docs/decisions/055).
  'GET /api/portal/:token/payment-reports',
  'POST /api/portal/:token/payment-reports',
];

/** Sends the route a request that would fail validation: every parameter is 'x', any body is {}. */
function call(client: TestClient, route: string) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  // A wildcard (the API reference page's own files) is asked for a file it serves.
  const url = path.replace(/:\w+/g, 'x').replace(/\*$/, 'static/swagger-ui.css');
  return method === 'GET' || method === 'DELETE'
    ? client.request(method, url)
    : client.request(method, url, { body: {} });
}

describe('declared access', () => {
  it('lists the whole API (the route tree is read right)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/users', 'GET /api/admin/backups/:name', 'GET /api/uploads/:id']),
    );
  });

  it('answers 401 without a session on every route but the public ones, before validating anything', async () => {
    const refused: string[] = [];
    for (const route of apiRoutes().filter((r) => !PUBLIC.includes(r))) {
      const response = await call(new TestClient(t.app), route);
      if (response.statusCode !== 401 || response.json().error !== authMessages.notSignedIn)
        refused.push(`${route} → ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('guards the HEAD twin of every GET as its GET', async () => {
    const heads = apiRoutes({ withHead: true }).filter((r) => r.startsWith('HEAD '));
    expect(heads.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const route of heads.filter((r) => !PUBLIC.includes(r.replace('HEAD', 'GET')))) {
      const url = route.slice(5).replace(/:\w+/g, 'x').replace(/\*$/, 'static/swagger-ui.css');
      const response = await t.app.inject({ method: 'HEAD', url });
      if (response.statusCode !== 401) open.push(`${route} → ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('refuses a user without flags exactly the admin and section routes, with 403 before validating anything', async () => {
    const { client } = await signedInClient(t, {
      can_access_dashboard: 0,
      can_access_movimientos: 0,
      can_access_tienda: 0,
    });
    const admin = authMessages.adminOnly;
    const section = authMessages.forbidden;
    const forbidden: Record<string, string> = {};
    for (const route of apiRoutes().filter((r) => !PUBLIC.includes(r))) {
      const response = await call(client, route);
      if (response.statusCode === 403) forbidden[route] = response.json().error;
    }
    expect(forbidden).toEqual({
      'POST /api/auth/admin/change-password/:userId': admin,
      'GET /api/audit': admin,
      'GET /api/admin/backups': admin,
      'POST /api/admin/backups': admin,
      'GET /api/admin/backups/:name': admin,
      'GET /api/users': admin,
      'POST /api/users': admin,
      'PUT /api/users/:id': admin,
      'DELETE /api/users/:id': admin,
      'POST /api/notifications/all': admin,
      'GET /api/movements/user/:userId': admin,
      'GET /api/import/:kind/template': admin,
      'POST /api/import/:kind/preview': admin,
      'POST /api/import/:kind/commit': admin,
      'POST /api/payment-methods': admin,
      'PUT /api/payment-methods/:id': admin,
      'DELETE /api/payment-methods/:id': admin,
      'GET /api/openapi.json': admin,
      'GET /api/docs': admin,
      'GET /api/docs/': admin,
      'GET /api/docs/json': admin,
      'GET /api/docs/yaml': admin,
      'GET /api/docs/static/index.html': admin,
      'GET /api/docs/static/swagger-initializer.js': admin,
      'GET /api/docs/*': admin,
      'PUT /api/settings': admin,
      'GET /api/tokens': admin,
      'POST /api/tokens': admin,
      'DELETE /api/tokens/:id': admin,
      'GET /api/webhooks': admin,
      'POST /api/webhooks': admin,
      'PUT /api/webhooks/:id': admin,
      'DELETE /api/webhooks/:id': admin,
      'GET /api/webhooks/:id/deliveries': admin,
      'POST /api/webhook-deliveries/:id/retry': admin,
      'GET /api/integrity': admin,
      'POST /api/integrity/fix': admin,
      'GET /api/totals': section,
      'GET /api/dashboard': section,
      'GET /api/movements': section,
      'POST /api/movements': section,
      'GET /api/movements/stats': section,
      'GET /api/movements/export': section,
      'GET /api/movements/:id': section,
      'PUT /api/movements/:id': section,
      'DELETE /api/movements/:id': section,
      // The portal's page shows the client's payments (docs/decisions/051).
      'POST /api/clients/:id/portal-link': section,
      'GET /api/receivables': section,
      'GET /api/clients/:id/statement': section,
      'GET /api/payments': section,
      // "Ya pagué": confirming records an abono (docs/decisions/055).
      'GET /api/payment-reports': section,
      'GET /api/payment-reports/:id/image': section,
      'POST /api/payment-reports/:id/confirm': section,
      'POST /api/payment-reports/:id/reject': section,
      'POST /api/payments': section,
      'GET /api/payments/day': section,
      'GET /api/payments/:id': section,
      'POST /api/payments/:id/void': section,
      'GET /api/reports/renewals': section,
      'GET /api/reports/renewals/items': section,
    });
  });
});

// CONTRACT.md: authorization comes before validation, so a malformed request tells a user who may
// not use a route nothing about it.
describe('403 before 400', () => {
  const plainUser = () => signedInClient(t, { can_access_movimientos: 0 });

  it('POST /api/users with a bad body by a non-admin', async () => {
    const { client } = await plainUser();
    const response = await client.post('/api/users', { username: '', role: 'nadie' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.adminOnly);
  });

  it('GET /api/admin/backups/x..y by a non-admin', async () => {
    const { client } = await plainUser();
    const response = await client.get('/api/admin/backups/x..y');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.adminOnly);
  });

  it('POST /api/movements with a bad body by a user without Movimientos', async () => {
    const { client } = await plainUser();
    const response = await client.post('/api/movements', { amount: 'mucho' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.forbidden);
  });

  it('still answers 400 to a user who may use the route', async () => {
    const { client } = await signedInClient(t, { role: 'admin' });
    expect((await client.post('/api/users', { username: '' })).statusCode).toBe(400);
    expect((await client.get('/api/admin/backups/x..y')).statusCode).not.toBe(403);
  });

  it('still answers 401 to a request without a session, on reads and mutations', async () => {
    const anonymous = new TestClient(t.app);
    const read = await anonymous.get('/api/clients?page=-1');
    expect(read.statusCode).toBe(401);
    expect(read.json().error).toBe(authMessages.notSignedIn);
    const write = await anonymous.post('/api/clients', { name: '' });
    expect(write.statusCode).toBe(401);
    expect(write.json().error).toBe(authMessages.notSignedIn);
  });

  it('still answers 403 to an expired user, whatever the request', async () => {
    const { client, user } = await signedInClient(t, { role: 'admin' });
    await t.database.db
      .updateTable('users')
      .set({ expiry_date: '2020-01-01' })
      .where('id', '=', user.id)
      .execute();
    const response = await client.post('/api/users', { username: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.userExpired);
  });
});

// The CSRF check (preValidation) comes before the 401 of a request without a session, so every
// mutation without the token gets 403 (CONTRACT.md), signed in or not.
describe('CSRF and access', () => {
  it('answers 403 to a mutation without the token, with or without a session', async () => {
    const anonymous = await new TestClient(t.app).post('/api/clients', { name: 'Ana' }, { noCsrf: true });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe(authMessages.csrfInvalid);
    const { client } = await signedInClient(t);
    const signedIn = await client.post('/api/clients', { name: 'Ana' }, { noCsrf: true });
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json().error).toBe(authMessages.csrfInvalid);
    // A user who may not use the route at all is told that first.
    const adminOnly = await client.post('/api/users', {}, { noCsrf: true });
    expect(adminOnly.statusCode).toBe(403);
    expect(adminOnly.json().error).toBe(authMessages.adminOnly);
  });
});

describe('an app whose routes do not all declare their access', () => {
  const handler = async () => ({ ok: true });

  it('refuses to start when a route under /api declares none', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    app.register(async (routes) => {
      routes.get('/api/undeclared', handler);
    });
    await expect(app.ready()).rejects.toThrow('GET /api/undeclared declares no access');
  });

  it('refuses a declaration in a routes plugin wrapped in fastify-plugin (it would leak to every later route)', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    app.register(
      fp(async (routes) => {
        declareAccess(routes, 'admin');
        routes.get('/api/leaky', handler);
      }),
    );
    await expect(app.ready()).rejects.toThrow('declareAccess belongs inside an encapsulated routes plugin');
  });

  it("starts when each route has its plugin's access or its own, and asks nothing of pages", async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    app.get('/', handler);
    app.register(async (routes) => {
      declareAccess(routes, 'admin');
      routes.get('/api/one', handler);
    });
    app.register(async (routes) => {
      routes.get('/api/two', { config: { access: 'public' } }, handler);
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
