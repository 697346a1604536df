import { beforeEach, describe, expect, it } from 'vitest';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { authMessages } from '#shared/messages/auth';
import { auditRows } from '#tests/setup/audit-rows';
import { signedInClient, TestClient, type TestClient as Client, useTestApp } from '#tests/setup/test-app';
import { sha256 } from '../../lib/tokens';

// Tokens de API (issue 28 item 2, docs/decisions/043).

const t = useTestApp({ resetEachTest: true });
let admin: Client;
let me: { id: number };
beforeEach(async () => {
  ({ client: admin, user: me } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const m = apiTokenMessages;
const db = () => t.database.db;

async function createToken(body: object = {}) {
  const response = await admin.post('/api/tokens', { name: 'n8n', scope: 'escritura', ...body });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; token: string };
}

/** A machine client: no cookie, no CSRF token, only the bearer header. */
const bearer = (token: string) => {
  const client = new TestClient(t.app);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => client.get(url, { headers }),
    post: (url: string, body: unknown) => client.post(url, body, { headers, noCsrf: true }),
    delete: (url: string) => client.delete(url, { headers, noCsrf: true }),
  };
};

describe('POST, GET and DELETE /api/tokens', () => {
  it('shows the secret once, stores only its hash, lists without it and revokes keeping the row', async () => {
    const { id, token } = await createToken({ sections: ['tienda', 'dashboard'], expiresAt: '2999-12-31' });
    expect(token).toMatch(/^cc_[A-Za-z0-9_-]{43}$/);

    const row = await db()
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(3));

    const list = await admin.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token.slice(3));
    expect(list.body).not.toContain(row.token_hash);
    expect(list.json().tokens).toEqual([
      {
        id,
        name: 'n8n',
        scope: 'escritura',
        sections: ['dashboard', 'tienda'],
        expiresAt: '2999-12-31',
        createdAt: expect.any(String),
        createdBy: 'Laura Gómez',
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);

    expect((await admin.delete(`/api/tokens/${id}`)).statusCode).toBe(200);
    const [revoked] = (await admin.get('/api/tokens')).json().tokens;
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect((await admin.delete('/api/tokens/9999')).json()).toEqual({ error: m.notFound });

    const trail = await auditRows(t.database, { entity: 'api_token', entity_id: id });
    expect(trail.map((r) => [r.action, r.user_id, r.user_name])).toEqual([
      ['revoke', me.id, 'Laura Gómez'],
      ['create', me.id, 'Laura Gómez'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(token.slice(3));
  });

  it('refuses staff with 403 before validating, and bad input with a Spanish 400', async () => {
    const { client: staff } = await signedInClient(t);
    expect((await staff.post('/api/tokens', { bogus: true })).json()).toEqual({
      error: authMessages.adminOnly,
    });
    expect((await staff.get('/api/tokens')).statusCode).toBe(403);
    expect((await admin.post('/api/tokens', { name: '', scope: 'lectura' })).json()).toEqual({
      error: m.nameRequired,
    });
    expect((await admin.post('/api/tokens', { name: 'x', scope: 'todo' })).json()).toEqual({
      error: m.invalidScope,
    });
    expect(
      (await admin.post('/api/tokens', { name: 'x', scope: 'lectura', sections: ['usuarios'] })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post('/api/tokens', { name: 'x', scope: 'lectura', expiresAt: '2000-01-01' })).json(),
    ).toEqual({
      error: m.expiryPast,
    });
    expect(await db().selectFrom('api_tokens').select('id').execute()).toEqual([]);
  });
});

describe('a bearer request', () => {
  it('reads without a cookie or CSRF token, and stamps last_used_at', async () => {
    const { token } = await createToken({ scope: 'lectura' });
    const response = await bearer(token).get('/api/accounts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [listed] = (await admin.get('/api/tokens')).json().tokens;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('lectura may not write (403); escritura writes without CSRF, audited under the token and its admin', async () => {
    const { token: reader } = await createToken({ name: 'Hoja', scope: 'lectura' });
    const refused = await bearer(reader).post('/api/clients', { name: 'Ana Ruiz', phone: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: m.readOnly });

    const { token: writer } = await createToken({ name: 'n8n', scope: 'escritura' });
    const created = await bearer(writer).post('/api/clients', { name: 'Ana Ruiz', phone: '' });
    expect(created.statusCode).toBe(201);
    const [row] = await auditRows(t.database, { entity: 'client', action: 'create' });
    expect(row).toMatchObject({ user_id: me.id, user_name: 'Token «n8n» (de Laura Gómez)' });
  });

  it('reaches section routes only by its sections, and never admin-only routes nor the tokens', async () => {
    const { token: plain } = await createToken({ scope: 'lectura' });
    expect((await bearer(plain).get('/api/movements')).json()).toEqual({ error: authMessages.forbidden });
    expect((await bearer(plain).get('/api/totals')).statusCode).toBe(403);
    expect((await bearer(plain).get('/api/clients')).statusCode).toBe(200);

    const { token: books } = await createToken({ scope: 'escritura', sections: ['movimientos'] });
    expect((await bearer(books).get('/api/movements')).statusCode).toBe(200);
    expect((await bearer(books).get('/api/totals')).statusCode).toBe(403);
    expect((await bearer(books).get('/api/users')).statusCode).toBe(403);
    expect((await bearer(books).get('/api/tokens')).statusCode).toBe(403);
    expect((await bearer(books).post('/api/tokens', { name: 'otro', scope: 'escritura' })).statusCode).toBe(
      403,
    );
    const password = await bearer(books).post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'yyyyyy',
      confirmPassword: 'yyyyyy',
    });
    expect(password.json()).toEqual({ error: m.routeRefused });
  });

  it('answers 401 to an unknown, malformed, revoked or expired token, and to one whose admin is no longer one', async () => {
    const { id, token } = await createToken();
    const { token: dated } = await createToken({ expiresAt: '2999-01-01' });
    expect((await bearer(token).get('/api/clients')).statusCode).toBe(200);
    for (const wrong of ['cc_desconocido', 'nada', ''])
      expect((await bearer(wrong).get('/api/clients')).json()).toEqual({ error: m.invalid });

    await admin.delete(`/api/tokens/${id}`);
    const revoked = await bearer(token).get('/api/clients');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ error: m.invalid });

    await db()
      .updateTable('api_tokens')
      .set({ expiry_date: '2020-01-01' })
      .where('token_hash', '=', sha256(dated))
      .execute();
    expect((await bearer(dated).get('/api/clients')).statusCode).toBe(401);

    const { token: demoted } = await createToken();
    await db().updateTable('users').set({ role: 'user' }).where('id', '=', me.id).execute();
    expect((await bearer(demoted).get('/api/clients')).statusCode).toBe(401);
  });

  it('is never authenticated by a cookie too: a session beside a token does not lift the token', async () => {
    const { token } = await createToken({ scope: 'lectura' });
    // The admin's own browser session and CSRF token, with the read-only token on top.
    const mixed = await admin.post(
      '/api/clients',
      { name: 'Ana', phone: '' },
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(mixed.json()).toEqual({ error: m.readOnly });
    expect(
      (await admin.get('/api/users', { headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(403);
    // A bad token beside a good session is a bad token.
    expect((await admin.get('/api/users', { headers: { authorization: 'Bearer cc_x' } })).statusCode).toBe(
      401,
    );
  });
});
