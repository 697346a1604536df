import { beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '#shared/messages/common';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

// PostgreSQL cannot store a NUL character (22021) and SQLite silently keeps it: every text field
// and query parameter refuses it with a 400 in Spanish, on both databases, and writes nothing.
const t = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
});

const NUL = 'a\u0000b';
const count = (table: 'clients' | 'services' | 'users' | 'notifications') => countRows(t.database.db, table);

const expectRefused = (response: { statusCode: number; json(): { error: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: commonMessages.nulCharacter });
};

describe('a NUL character in the input', () => {
  it('is refused at sign-in without a session, in the username and in the password', async () => {
    const attempts = () => t.database.db.selectFrom('login_attempts').selectAll().execute();
    const before = await attempts();
    expectRefused(await new TestClient(t.app).post('/api/auth/login', { username: NUL, password: 'x' }));
    expectRefused(await new TestClient(t.app).post('/api/auth/login', { username: 'ana', password: NUL }));
    expect(await attempts()).toEqual(before);
  });

  it.each([
    ['name', { name: NUL, phone: '3001234567' }],
    ['phone', { name: 'Ana', phone: '300\u00001234567' }],
  ])('is refused in a client %s', async (_field, body) => {
    const before = await count('clients');
    expectRefused(await admin.post('/api/clients', body));
    expect(await count('clients')).toBe(before);
  });

  it.each([
    ['name', { name: NUL, price: 1000, maxProfiles: 4 }],
    ['url', { name: 'Netflix', url: 'https://a.co/\u0000', price: 1000, maxProfiles: 4 }],
    ['image', { name: 'Netflix', image: 'https://a.co/\u0000.png', price: 1000, maxProfiles: 4 }],
  ])('is refused in a service %s', async (_field, body) => {
    const before = await count('services');
    expectRefused(await admin.post('/api/services', body));
    expect(await count('services')).toBe(before);
  });

  const validUser = { username: 'nueva', password: 'secreto1', fullName: 'Nueva', email: 'n@t.co' };
  it.each(['username', 'password', 'fullName', 'email'] as const)(
    'is refused in a user %s',
    async (field) => {
      const before = await count('users');
      expectRefused(await admin.post('/api/users', { ...validUser, [field]: `${validUser[field]}\u0000` }));
      expect(await count('users')).toBe(before);
    },
  );

  it('is refused in a broadcast notification and in a password change', async () => {
    const before = await count('notifications');
    expectRefused(await admin.post('/api/notifications/all', { message: NUL }));
    expect(await count('notifications')).toBe(before);
    expectRefused(
      await admin.post('/api/auth/change-password', { currentPassword: NUL, newPassword: 'nueva-123' }),
    );
  });

  it.each(['/api/clients', '/api/services'])('is refused in the search parameter of %s', async (url) => {
    expectRefused(await admin.get(`${url}?search=a%00b`));
    expectRefused(await admin.get(`${url}?search=a%00b&page=1&limit=10`));
  });
});
