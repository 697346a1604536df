import { describe, expect, it } from 'vitest';
import { authMessages, passwordMessages } from '#shared/messages/auth';
import { insertUser } from '#tests/factories/user.factory';
import { countRows } from '#tests/setup/count-rows';
import { TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp();

const client = () => new TestClient(t.app);
const sessionCount = (userId: number) =>
  countRows(t.database.db, 'sessions', { column: 'user_id', value: userId });

describe('GET /api/csrf-token', () => {
  it('gives a token before sign-in and the same one while the cookie lives', async () => {
    const c = client();
    const first = await c.get('/api/csrf-token');
    expect(first.statusCode).toBe(200);
    const token = first.json().csrfToken;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect((await c.get('/api/csrf-token')).json().csrfToken).toBe(token);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, sets an HttpOnly SameSite=Lax session cookie and records last_login', async () => {
    const user = await insertUser(t.database.db, { username: 'Marta', full_name: 'Marta Gómez' });
    const c = client();
    const response = await c.post('/api/auth/login', { username: 'marta', password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, username: 'Marta', name: 'Marta Gómez', role: 'user' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
    const cookie = response.cookies.find((k) => k.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stored = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(stored?.last_login).not.toBeNull();
    expect(stored?.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses without a CSRF token, or with a wrong one, and opens no session', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.fetchCsrfToken();
    const missing = await c.post(
      '/api/auth/login',
      { username: user.username, password: user.password },
      { noCsrf: true },
    );
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toBe(authMessages.csrfInvalid);
    const wrong = await c.post(
      '/api/auth/login',
      { username: user.username, password: user.password },
      { noCsrf: true, headers: { 'x-csrf-token': 'x'.repeat(43) } },
    );
    expect(wrong.statusCode).toBe(403);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('accepts the token as a _csrf body field too', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.fetchCsrfToken();
    const response = await c.post(
      '/api/auth/login',
      { username: user.username, password: user.password, _csrf: c.csrfToken },
      { noCsrf: true },
    );
    expect(response.statusCode).toBe(200);
  });

  it('asks for both fields', async () => {
    const response = await client().post('/api/auth/login', { username: '  ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(authMessages.fillAllFields);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const user = await insertUser(t.database.db);
    const wrong = await client().post('/api/auth/login', { username: user.username, password: 'equivocada' });
    const unknown = await client().post('/api/auth/login', { username: 'nadie', password: 'equivocada' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error).toBe(authMessages.badCredentials);
    expect(unknown.json().error).toBe(authMessages.badCredentials);
  });

  it('refuses an expired user with 403, but lets a user work through their expiry day', async () => {
    const expired = await insertUser(t.database.db, { expiry_date: '2020-01-01' });
    const response = await client().post('/api/auth/login', {
      username: expired.username,
      password: expired.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.userExpired);
    expect(await sessionCount(expired.id)).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(t.clock.now());
    const lastDay = await insertUser(t.database.db, { expiry_date: today });
    const ok = await client().post('/api/auth/login', {
      username: lastDay.username,
      password: lastDay.password,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('rotates the session at each sign-in: the previous cookie stops working', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    const old = new TestClient(t.app);
    Object.assign(old, { cookies: new Map((c as unknown as { cookies: Map<string, string> }).cookies) });
    expect((await old.get('/api/auth/me')).statusCode).toBe(200);
    await c.login(user.username, user.password);
    expect((await old.get('/api/auth/me')).statusCode).toBe(401);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('login throttling', () => {
  it('blocks a username from one address after 5 failures, even with the right password, for 15 minutes', async () => {
    const user = await insertUser(t.database.db);
    const attacker = new TestClient(t.app, '10.9.9.1');
    for (let i = 0; i < 5; i++) {
      expect(
        (await attacker.post('/api/auth/login', { username: user.username, password: 'mala' })).statusCode,
      ).toBe(401);
    }
    const blocked = await attacker.post('/api/auth/login', {
      username: user.username,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(authMessages.tooManyAttempts(15));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    // The real user, from their own address, is not locked out by the attacker.
    const owner = new TestClient(t.app, '10.9.9.2');
    expect(
      (await owner.post('/api/auth/login', { username: user.username, password: user.password })).statusCode,
    ).toBe(200);

    // And the block lifts by itself.
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect(
      (await attacker.post('/api/auth/login', { username: user.username, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('blocks an address that guesses across many usernames', async () => {
    const user = await insertUser(t.database.db);
    const attacker = new TestClient(t.app, '10.9.9.3');
    for (let i = 0; i < 30; i++) {
      await attacker.post('/api/auth/login', { username: `inventado${i}`, password: 'mala' });
    }
    const blocked = await attacker.post('/api/auth/login', {
      username: user.username,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a session', async () => {
    const response = await client().get('/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: authMessages.notSignedIn });
  });

  it('answers the user fields and a CSRF token', async () => {
    const user = await insertUser(t.database.db, { can_access_tienda: 0, expiry_date: '2099-12-31' });
    const c = client();
    await c.login(user.username, user.password);
    const body = (await c.get('/api/auth/me')).json();
    expect(body.csrfToken).toBe(c.csrfToken);
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      name: user.full_name,
      fullName: user.full_name,
      email: user.email,
      role: 'user',
      expiryDate: '2099-12-31',
      lastLogin: expect.any(String),
      profileImage: null,
      can_access_dashboard: true,
      can_access_movimientos: true,
      can_access_tienda: false,
    });
  });

  it('ends a session idle for more than 12 hours', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    t.clock.advance(11 * 60 * 60 * 1000);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 60_000);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('ends any session after 7 days, however active', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    for (let hours = 0; hours < 7 * 24; hours += 10) {
      t.clock.advance(10 * 60 * 60 * 1000);
      if ((await c.get('/api/auth/me')).statusCode !== 200) break;
    }
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('stops an open session as soon as the user expires', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    await t.database.db
      .updateTable('users')
      .set({ expiry_date: '2020-01-01' })
      .where('id', '=', user.id)
      .execute();
    const response = await c.get('/api/auth/me');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(authMessages.userExpired);
    expect(await sessionCount(user.id)).toBe(0);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session and rotates the CSRF token', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    const before = c.csrfToken;
    const response = await c.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json().csrfToken).not.toBe(before);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('needs the CSRF token', async () => {
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    expect((await c.post('/api/auth/logout', undefined, { noCsrf: true })).statusCode).toBe(403);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password when the current one is right and closes the other sessions', async () => {
    const user = await insertUser(t.database.db, { password: 'vieja-123' });
    const phone = client();
    await phone.login(user.username, 'vieja-123');
    const c = client();
    await c.login(user.username, 'vieja-123');
    const response = await c.post('/api/auth/change-password', {
      currentPassword: 'vieja-123',
      newPassword: 'nueva-456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(passwordMessages.updated);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: 'vieja-123' })).statusCode,
    ).toBe(401);
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: 'nueva-456' })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password, a short one and missing fields, changing nothing', async () => {
    const user = await insertUser(t.database.db, { password: 'actual-123' });
    const c = client();
    await c.login(user.username, 'actual-123');
    const cases: [unknown, string][] = [
      [{ currentPassword: 'otra', newPassword: 'nueva-456' }, passwordMessages.currentWrong],
      [{ currentPassword: 'actual-123', newPassword: '12345' }, passwordMessages.tooShort],
      [{ currentPassword: '', newPassword: 'nueva-456' }, passwordMessages.fillAllFields],
      [{ currentPassword: 'actual-123' }, passwordMessages.fillAllFields],
    ];
    for (const [body, error] of cases) {
      const response = await c.post('/api/auth/change-password', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
    }
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: 'actual-123' }))
        .statusCode,
    ).toBe(200);
  });

  it('needs a session and the CSRF token', async () => {
    const body = { currentPassword: 'a-123456', newPassword: 'b-123456' };
    expect((await client().post('/api/auth/change-password', body)).statusCode).toBe(401);
    const user = await insertUser(t.database.db);
    const c = client();
    await c.login(user.username, user.password);
    expect((await c.post('/api/auth/change-password', body, { noCsrf: true })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/admin/change-password/:userId', () => {
  it("lets an admin set a user's password and ends that user's sessions", async () => {
    const admin = await insertUser(t.database.db, { role: 'admin' });
    const user = await insertUser(t.database.db, { password: 'vieja-123' });
    const userClient = client();
    await userClient.login(user.username, 'vieja-123');
    const c = client();
    await c.login(admin.username, admin.password);
    const response = await c.post(`/api/auth/admin/change-password/${user.id}`, { newPassword: 'dada-789' });
    expect(response.statusCode).toBe(200);
    expect((await userClient.get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await client().post('/api/auth/login', { username: user.username, password: 'dada-789' })).statusCode,
    ).toBe(200);
  });

  it('keeps the acting admin signed in when they set their own password, closing their other sessions', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin' });
    const elsewhere = client();
    await elsewhere.login(admin.username, admin.password);
    const c = client();
    await c.login(admin.username, admin.password);
    const response = await c.post(`/api/auth/admin/change-password/${admin.id}`, {
      newPassword: 'propia-456',
    });
    expect(response.statusCode).toBe(200);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses an id larger than any stored one with 400, never 500', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin' });
    const c = client();
    await c.login(admin.username, admin.password);
    const response = await c.post('/api/auth/admin/change-password/3000000000', { newPassword: 'larga-123' });
    expect(response.statusCode).toBe(400);
    for (const url of ['/api/services/3000000000', '/api/clients/3000000000']) {
      expect((await c.get(url)).statusCode).toBe(400);
    }
    expect((await c.delete('/api/users/3000000000')).statusCode).toBe(400);
  });

  it('is for admins only, answers 404 for an unknown user and 400 for a short password', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin' });
    const user = await insertUser(t.database.db, { password: 'propia-123' });
    const other = await insertUser(t.database.db, { password: 'otra-1234' });
    const u = client();
    await u.login(user.username, 'propia-123');
    const forbidden = await u.post(`/api/auth/admin/change-password/${other.id}`, {
      newPassword: 'hackeada',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe(authMessages.adminOnly);
    expect(
      (await client().post('/api/auth/login', { username: other.username, password: 'otra-1234' }))
        .statusCode,
    ).toBe(200);

    const a = client();
    await a.login(admin.username, admin.password);
    const missing = await a.post('/api/auth/admin/change-password/999999', { newPassword: 'larga-123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(passwordMessages.userNotFound);
    const short = await a.post(`/api/auth/admin/change-password/${other.id}`, { newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(passwordMessages.adminTooShort);
    expect(
      (
        await a.post(
          `/api/auth/admin/change-password/${other.id}`,
          { newPassword: 'larga-123' },
          { noCsrf: true },
        )
      ).statusCode,
    ).toBe(403);
  });
});
