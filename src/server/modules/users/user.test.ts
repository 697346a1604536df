import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { broadcastMessages } from '#shared/messages/notifications';
import { usersMessages } from '#shared/messages/users';
import { insertUser } from '#tests/factories/user.factory';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let admin: Awaited<ReturnType<typeof insertUser>>;
let asAdmin: TestClient;

beforeEach(async () => {
  ({ client: asAdmin, user: admin } = await signedInClient(t, {
    role: 'admin',
    full_name: 'Admin Principal',
  }));
});

const newUser = {
  username: 'operaria',
  password: 'secreto1',
  fullName: 'Laura Operaria',
  email: 'laura@tienda.co',
  role: 'user',
  expiryDate: null,
};
const userCount = () => countRows(t.database.db, 'users');
const signIn = async (username: string, password: string) => {
  const client = new TestClient(t.app);
  await client.login(username, password);
  return client;
};

describe('admin only', () => {
  it('refuses every admin endpoint to a non-admin with 403 and writes nothing', async () => {
    const user = await insertUser(t.database.db);
    const other = await insertUser(t.database.db);
    const c = await signIn(user.username, user.password);
    const calls = [
      () => c.get('/api/users'),
      () => c.post('/api/users', { ...newUser, username: 'intruso' }),
      () => c.put(`/api/users/${other.id}`, { ...newUser, username: other.username, role: 'admin' }),
      () => c.delete(`/api/users/${other.id}`),
      () => c.post('/api/notifications/all', { message: 'hola' }),
      () => c.post(`/api/auth/admin/change-password/${other.id}`, { newPassword: 'nueva123' }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(authMessages.adminOnly);
    }
    expect(await userCount()).toBe(3);
    const row = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    expect((await t.database.db.selectFrom('notifications').selectAll().execute()).length).toBe(0);
  });

  it('refuses strangers with 401', async () => {
    expect((await new TestClient(t.app).get('/api/users')).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates a user with the three flags on by default, never answering the password', async () => {
    const response = await asAdmin.post('/api/users', newUser);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(usersMessages.created);
    expect(body.user).toMatchObject({
      username: 'operaria',
      fullName: 'Laura Operaria',
      email: 'laura@tienda.co',
      role: 'user',
      expiryDate: null,
      last_login: null,
      can_access_dashboard: true,
      can_access_movimientos: true,
      can_access_tienda: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|secreto1|argon/);
    const c = await signIn('operaria', 'secreto1');
    expect((await c.get('/api/auth/me')).json().user.username).toBe('operaria');
  });

  it('accepts the snake_case aliases and explicit flags', async () => {
    const response = await asAdmin.post('/api/users', {
      username: 'cajero',
      password: 'secreto1',
      full_name: 'Carlos Cajero',
      email: 'c@t.co',
      role: 'user',
      expiry_date: '2030-01-31',
      can_access_dashboard: false,
      can_access_movimientos: true,
      can_access_tienda: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      fullName: 'Carlos Cajero',
      expiryDate: '2030-01-31',
      can_access_dashboard: false,
      can_access_tienda: false,
    });
  });

  it.each([
    [{ ...newUser, username: '' }, usersMessages.fillRequired],
    [{ ...newUser, password: '' }, usersMessages.fillRequired],
    [{ ...newUser, fullName: ' ' }, usersMessages.fillRequired],
    [{ ...newUser, email: undefined }, usersMessages.fillRequired],
    [{ ...newUser, password: '12345' }, usersMessages.passwordTooShort],
    [{ ...newUser, email: 'laura@tienda' }, usersMessages.invalidEmail],
    [{ ...newUser, email: 'laura tienda.co' }, usersMessages.invalidEmail],
    [{ ...newUser, expiryDate: '2026-02-30' }, usersMessages.invalidExpiry],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const response = await asAdmin.post('/api/users', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await userCount()).toBe(1);
  });

  it('refuses a role other than admin or user', async () => {
    expect((await asAdmin.post('/api/users', { ...newUser, role: 'root' })).statusCode).toBe(400);
    expect(await userCount()).toBe(1);
  });

  it('refuses a username already taken, ignoring case, with 409', async () => {
    await asAdmin.post('/api/users', newUser);
    const response = await asAdmin.post('/api/users', { ...newUser, username: 'OPERARIA' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(usersMessages.usernameTaken);
    expect(await userCount()).toBe(2);
  });

  it('needs the CSRF token', async () => {
    expect((await asAdmin.post('/api/users', newUser, { noCsrf: true })).statusCode).toBe(403);
    expect(await userCount()).toBe(1);
  });
});

describe('GET /api/users', () => {
  it('lists every user by username without passwords', async () => {
    await insertUser(t.database.db, { username: 'zoe' });
    await insertUser(t.database.db, { username: 'Beto' });
    const response = await asAdmin.get('/api/users');
    expect(response.statusCode).toBe(200);
    const users = response.json() as { username: string }[];
    expect(users.map((u) => u.username)).toEqual(
      ['Beto', admin.username, 'zoe'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(response.body).not.toMatch(/password/);
  });
});

describe('PUT /api/users/{id}', () => {
  it('changes flags, and the user feels it on their very next request', async () => {
    const user = await insertUser(t.database.db);
    const c = await signIn(user.username, user.password);
    expect((await c.get('/api/totals')).statusCode).toBe(200);
    const response = await asAdmin.put(`/api/users/${user.id}`, {
      username: user.username,
      fullName: 'Nombre Nuevo',
      email: 'nuevo@t.co',
      role: 'user',
      expiryDate: null,
      can_access_dashboard: false,
      can_access_movimientos: true,
      can_access_tienda: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(usersMessages.updated);
    expect(response.json().user).toMatchObject({ fullName: 'Nombre Nuevo', can_access_dashboard: false });
    expect((await c.get('/api/totals')).statusCode).toBe(403);
    expect((await c.get('/api/auth/me')).json().user.can_access_dashboard).toBe(false);
  });

  it('a promoted user becomes admin and a demoted one loses admin on the next request', async () => {
    const second = await insertUser(t.database.db);
    const c = await signIn(second.username, second.password);
    expect((await c.get('/api/users')).statusCode).toBe(403);
    const body = { username: second.username, fullName: 'Segundo', email: 's@t.co', expiryDate: null };
    expect((await asAdmin.put(`/api/users/${second.id}`, { ...body, role: 'admin' })).statusCode).toBe(200);
    expect((await c.get('/api/users')).statusCode).toBe(200);
    expect((await asAdmin.put(`/api/users/${second.id}`, { ...body, role: 'user' })).statusCode).toBe(200);
    expect((await c.get('/api/users')).statusCode).toBe(403);
  });

  it('an expiry date in the past locks the user out of their open session', async () => {
    const user = await insertUser(t.database.db);
    const c = await signIn(user.username, user.password);
    const response = await asAdmin.put(`/api/users/${user.id}`, {
      username: user.username,
      fullName: 'X',
      email: 'x@t.co',
      role: 'user',
      expiryDate: '2020-01-01',
    });
    expect(response.statusCode).toBe(200);
    const me = await c.get('/api/auth/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe(authMessages.userExpired);
    expect(
      (
        await new TestClient(t.app).post('/api/auth/login', {
          username: user.username,
          password: user.password,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets the last active admin edit themselves with a body that leaves the role out', async () => {
    const response = await asAdmin.put(`/api/users/${admin.id}`, {
      username: admin.username,
      fullName: 'Dueña de la tienda',
      email: 'duena@tienda.co',
      expiryDate: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'admin', fullName: 'Dueña de la tienda' });
  });

  it('never demotes or expires the last active admin', async () => {
    const body = { username: admin.username, fullName: 'A', email: 'a@t.co' };
    const demote = await asAdmin.put(`/api/users/${admin.id}`, { ...body, role: 'user', expiryDate: null });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(usersMessages.lastAdmin);
    const expire = await asAdmin.put(`/api/users/${admin.id}`, {
      ...body,
      role: 'admin',
      expiryDate: '2020-01-01',
    });
    expect(expire.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', expiry_date: null, full_name: 'Admin Principal' });

    // An expired admin does not count as the other admin.
    await insertUser(t.database.db, { role: 'admin', expiry_date: '2020-01-01' });
    expect(
      (await asAdmin.put(`/api/users/${admin.id}`, { ...body, role: 'user', expiryDate: null })).statusCode,
    ).toBe(409);
    // A second active admin makes it possible.
    await insertUser(t.database.db, { role: 'admin' });
    expect(
      (await asAdmin.put(`/api/users/${admin.id}`, { ...body, role: 'user', expiryDate: null })).statusCode,
    ).toBe(200);
  });

  it('keeps the role and flags a partial body leaves out', async () => {
    const second = await insertUser(t.database.db, { role: 'admin', can_access_tienda: 0 });
    const response = await asAdmin.put(`/api/users/${second.id}`, {
      username: second.username,
      fullName: 'Solo nombre',
      email: 's@t.co',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 'admin',
      fullName: 'Solo nombre',
      can_access_tienda: false,
    });
  });

  it('refuses another user username and unknown ids', async () => {
    const a = await insertUser(t.database.db, { username: 'ana' });
    const body = { username: admin.username.toUpperCase(), fullName: 'A', email: 'a@t.co', role: 'user' };
    expect((await asAdmin.put(`/api/users/${a.id}`, body)).statusCode).toBe(409);
    expect((await asAdmin.put('/api/users/999999', { ...body, username: 'nadie' })).statusCode).toBe(404);
    expect(
      (await asAdmin.put(`/api/users/${a.id}`, { ...body, username: 'ana' }, { noCsrf: true })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deletes a user, ends their sessions and keeps their movements by name', async () => {
    const user = await insertUser(t.database.db, { full_name: 'Vendedora Uno' });
    const c = await signIn(user.username, user.password);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('movements')
      .values({
        date: '2026-11-20',
        type: 'venta',
        amount: 15000,
        client_name: 'Ana',
        service_name: 'Netflix',
        created_by: user.id,
        created_by_name: 'Vendedora Uno',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await asAdmin.delete(`/api/users/${user.id}`)).statusCode).toBe(200);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
    const movement = await t.database.db.selectFrom('movements').selectAll().executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ created_by: null, created_by_name: 'Vendedora Uno', amount: 15000 });
    expect((await asAdmin.delete(`/api/users/${user.id}`)).statusCode).toBe(404);
  });

  it('refuses deleting oneself', async () => {
    const response = await asAdmin.delete(`/api/users/${admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(usersMessages.cannotDeleteSelf);
    expect(await userCount()).toBe(1);
  });

  it('deletes another admin while the acting admin remains', async () => {
    // The acting admin is always an active admin and cannot delete themselves, so a deletion
    // always leaves one; the service still checks it inside the transaction.
    const other = await insertUser(t.database.db, { role: 'admin' });
    expect((await asAdmin.delete(`/api/users/${other.id}`)).statusCode).toBe(200);
    expect(await userCount()).toBe(1);
  });

  it('needs the CSRF token', async () => {
    const user = await insertUser(t.database.db);
    expect((await asAdmin.delete(`/api/users/${user.id}`, { noCsrf: true })).statusCode).toBe(403);
    expect(await userCount()).toBe(2);
  });
});

describe('POST /api/notifications/all', () => {
  it('sends the message to every user with the sender recorded', async () => {
    const a = await insertUser(t.database.db);
    const b = await insertUser(t.database.db);
    const response = await asAdmin.post('/api/notifications/all', { message: '  Mañana abrimos a las 9  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: broadcastMessages.sent, count: 3 });
    for (const user of [a, b]) {
      const c = await signIn(user.username, user.password);
      const list = (await c.get('/api/notifications')).json();
      expect(list.unreadCount).toBe(1);
      expect(list.notifications[0]).toMatchObject({
        message: 'Mañana abrimos a las 9',
        read: false,
        sender_name: 'Admin Principal',
        sender_username: admin.username,
      });
    }
  });

  it.each(['', '   ', undefined])('refuses a blank message (%j) and sends nothing', async (message) => {
    const response = await asAdmin.post('/api/notifications/all', { message });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(broadcastMessages.messageRequired);
    expect((await t.database.db.selectFrom('notifications').selectAll().execute()).length).toBe(0);
  });

  it('needs the CSRF token', async () => {
    expect(
      (await asAdmin.post('/api/notifications/all', { message: 'x' }, { noCsrf: true })).statusCode,
    ).toBe(403);
  });
});
