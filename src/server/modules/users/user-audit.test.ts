import { beforeEach, describe, expect, it } from 'vitest';
import { MASKED } from '#shared/domain/audit';
import { insertUser } from '#tests/factories/user.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

// The audit trail of users (issue 15, docs/decisions/023): never a password or its hash.

const t = useTestApp({ resetEachTest: true });
let admin: Awaited<ReturnType<typeof insertUser>>;
let asAdmin: TestClient;
beforeEach(async () => {
  ({ client: asAdmin, user: admin } = await signedInClient(t, {
    role: 'admin',
    full_name: 'Admin Principal',
  }));
});

const byAdmin = () => ({ user_id: admin.id, user_name: 'Admin Principal' });
const newUser = {
  username: 'operaria',
  password: 'clave-secreta-1',
  fullName: 'Laura Operaria',
  email: 'laura@tienda.co',
  role: 'user',
  expiryDate: '2027-01-31',
  can_access_movimientos: false,
};

/** Every stored trail line as text: no password nor hash may appear anywhere in it. */
async function trailText() {
  return JSON.stringify(await t.database.db.selectFrom('audit_log').selectAll().execute());
}
async function expectNoSecretsOf(userId: number, ...clear: string[]) {
  const text = await trailText();
  for (const secret of clear) expect(text).not.toContain(secret);
  const { password_hash } = await t.database.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  expect(text).not.toContain(password_hash);
  expect(text).not.toContain('$argon2');
}

describe('the audit trail of users', () => {
  it('records a creation with its fields, permission flags as booleans and the password masked', async () => {
    const response = await asAdmin.post('/api/users', newUser);
    expect(response.statusCode).toBe(201);
    const { id } = response.json().user;
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        entity: 'user',
        entity_id: id,
        entity_label: 'Laura Operaria',
        action: 'create',
        account_id: null,
        client_id: null,
        changes: [
          { field: 'username', before: null, after: 'operaria' },
          { field: 'full_name', before: null, after: 'Laura Operaria' },
          { field: 'email', before: null, after: 'laura@tienda.co' },
          { field: 'role', before: null, after: 'user' },
          { field: 'expiry_date', before: null, after: '2027-01-31' },
          { field: 'can_access_tienda', before: null, after: true },
          { field: 'can_access_movimientos', before: null, after: false },
          { field: 'can_access_dashboard', before: null, after: true },
          { field: 'password', before: null, after: MASKED },
        ],
      }),
    ]);
    await expectNoSecretsOf(id, 'clave-secreta-1');
  });

  it('records an edit as the changed fields (role, expiry, flags), and nothing for an edit that changed nothing', async () => {
    const user = await insertUser(t.database.db, { username: 'beto', full_name: 'Beto', role: 'user' });
    const body = {
      username: 'beto',
      fullName: 'Beto Díaz',
      email: user.email,
      role: 'admin',
      expiryDate: '2027-06-30',
      can_access_dashboard: false,
    };
    expect((await asAdmin.put(`/api/users/${user.id}`, body)).statusCode).toBe(200);
    expect((await asAdmin.put(`/api/users/${user.id}`, body)).statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        entity_id: user.id,
        entity_label: 'Beto Díaz',
        action: 'update',
        changes: [
          { field: 'full_name', before: 'Beto', after: 'Beto Díaz' },
          { field: 'role', before: 'user', after: 'admin' },
          { field: 'expiry_date', before: null, after: '2027-06-30' },
          { field: 'can_access_dashboard', before: true, after: false },
        ],
      }),
    ]);
  });

  it('records a deletion with what the user was, never the hash', async () => {
    const user = await insertUser(t.database.db, {
      username: 'carla',
      full_name: null,
      email: null,
      can_access_tienda: 0,
    });
    expect((await asAdmin.delete(`/api/users/${user.id}`)).statusCode).toBe(200);
    const rows = await auditRows(t.database);
    expect(rows).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        entity_id: user.id,
        entity_label: 'carla',
        action: 'delete',
        changes: [
          { field: 'username', before: 'carla', after: null },
          { field: 'role', before: 'user', after: null },
          { field: 'can_access_tienda', before: false, after: null },
          { field: 'can_access_movimientos', before: true, after: null },
          { field: 'can_access_dashboard', before: true, after: null },
        ],
      }),
    ]);
    expect(await trailText()).not.toContain('$argon2');
  });

  it('records an admin setting a password as a masked password change, by the admin', async () => {
    const user = await insertUser(t.database.db, { full_name: 'Beto Díaz' });
    const response = await asAdmin.post(`/api/auth/admin/change-password/${user.id}`, {
      newPassword: 'dada-789-xyz',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        entity: 'user',
        entity_id: user.id,
        entity_label: 'Beto Díaz',
        action: 'password_change',
        changes: [{ field: 'password', before: MASKED, after: MASKED }],
      }),
    ]);
    await expectNoSecretsOf(user.id, 'dada-789-xyz', user.password);
  });

  it("records a user's own password change and own photo, by themselves", async () => {
    const { client, user } = await signedInClient(t, { full_name: 'Beto Díaz', password: 'vieja-123-abc' });
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: 'vieja-123-abc',
      newPassword: 'nueva-456-def',
    });
    expect(changed.statusCode).toBe(200);
    const upload = await client.request(
      'POST',
      '/api/upload',
      multipartFile('image', 'yo.png', 'image/png', tinyPng),
    );
    const imageUrl = upload.json().imageUrl as string;
    expect((await client.post('/api/auth/update-profile-image', { profileImage: imageUrl })).statusCode).toBe(
      200,
    );
    // Setting the same photo again changes nothing: no line.
    expect((await client.post('/api/auth/update-profile-image', { profileImage: imageUrl })).statusCode).toBe(
      200,
    );
    const me = { user_id: user.id, user_name: 'Beto Díaz', entity: 'user', entity_id: user.id };
    expect(await auditRows(t.database)).toEqual([
      expect.objectContaining({
        ...me,
        action: 'update',
        changes: [{ field: 'profile_image', before: null, after: imageUrl }],
      }),
      expect.objectContaining({
        ...me,
        action: 'password_change',
        changes: [{ field: 'password', before: MASKED, after: MASKED }],
      }),
    ]);
    await expectNoSecretsOf(user.id, 'vieja-123-abc', 'nueva-456-def');
  });

  it('does not record a sign-in (last login) nor failed attempts', async () => {
    const user = await insertUser(t.database.db, { password: 'clave-123-abc' });
    const c = new TestClient(t.app);
    expect((await c.post('/api/auth/login', { username: user.username, password: 'mala' })).statusCode).toBe(
      401,
    );
    await c.login(user.username, 'clave-123-abc');
    expect(await auditRows(t.database)).toEqual([]);
  });

  it('writes no line for a refused change (duplicate username, bad input, wrong current password, last admin)', async () => {
    const other = await insertUser(t.database.db, { username: 'beto' });
    expect((await asAdmin.post('/api/users', { ...newUser, username: 'BETO' })).statusCode).toBe(409);
    expect((await asAdmin.post('/api/users', { ...newUser, password: '1' })).statusCode).toBe(400);
    expect(
      (await asAdmin.put(`/api/users/${other.id}`, { ...newUser, username: admin.username })).statusCode,
    ).toBe(409);
    expect(
      (
        await asAdmin.put(`/api/users/${admin.id}`, {
          username: admin.username,
          fullName: 'Admin Principal',
          email: admin.email,
          role: 'user',
        })
      ).statusCode,
    ).toBe(409);
    expect((await asAdmin.delete(`/api/users/${admin.id}`)).statusCode).toBe(409);
    expect(
      (await asAdmin.post('/api/auth/admin/change-password/999', { newPassword: 'nueva-123' })).statusCode,
    ).toBe(404);
    const wrong = await asAdmin.post('/api/auth/change-password', {
      currentPassword: 'no-es-esta',
      newPassword: 'nueva-456-def',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await auditRows(t.database)).toEqual([]);
  });
});
