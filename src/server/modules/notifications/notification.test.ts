import { describe, expect, it } from 'vitest';
import { notificationsMessages } from '#shared/messages/notifications';
import { insertUser } from '#tests/factories/user.factory';
import { TestClient, useTestApp } from '#tests/setup/test-app';
import { insertNotifications } from './notification.repository';

const t = useTestApp();

async function userWithNotifications(count: number) {
  const user = await insertUser(t.database.db);
  const base = Date.UTC(2026, 10, 1);
  await insertNotifications(
    t.database.db,
    Array.from({ length: count }, (_, i) => ({
      user_id: user.id,
      message: `Aviso ${i + 1}`,
      read: i === 0 ? 1 : 0,
      sender_name: i % 2 ? 'Administrador' : null,
      sender_username: i % 2 ? 'admin' : null,
      created_at: new Date(base + i * 60_000).toISOString(),
    })),
  );
  const client = new TestClient(t.app);
  await client.login(user.username, user.password);
  return { user, client };
}

describe('GET /api/notifications', () => {
  it("lists only one's own notifications, newest first, with the unread count", async () => {
    const { client } = await userWithNotifications(3);
    await userWithNotifications(2); // someone else's
    const body = (await client.get('/api/notifications')).json();
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
    ]);
    expect(body.unreadCount).toBe(2);
    expect(body.notifications[1]).toMatchObject({
      read: false,
      sender_name: 'Administrador',
      sender_username: 'admin',
    });
    expect(body.notifications[2]).toMatchObject({ read: true, sender_name: null });
    expect(body.notifications[0].created_at).toBe('2026-11-01T00:02:00.000Z');
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCount: 3,
      limit: 10,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('pages consistently', async () => {
    const { client } = await userWithNotifications(5);
    const second = (await client.get('/api/notifications?page=2&limit=2')).json();
    expect(second.notifications.map((n: { message: string }) => n.message)).toEqual(['Aviso 3', 'Aviso 2']);
    expect(second.pagination).toMatchObject({
      currentPage: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
    });
    expect(second.unreadCount).toBe(4);
    expect((await client.get('/api/notifications?limit=0')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/:id', () => {
  it('marks one of my notifications as read', async () => {
    const { client } = await userWithNotifications(2);
    const [latest] = (await client.get('/api/notifications')).json().notifications;
    const response = await client.put(`/api/notifications/${latest.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().notification).toMatchObject({ id: latest.id, read: true });
    expect((await client.get('/api/notifications')).json().unreadCount).toBe(0);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const owner = await userWithNotifications(2);
    const intruder = await userWithNotifications(0);
    const [theirs] = (await owner.client.get('/api/notifications')).json().notifications;
    const response = await intruder.client.put(`/api/notifications/${theirs.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(notificationsMessages.notFound);
    expect((await owner.client.get('/api/notifications')).json().unreadCount).toBe(1);
  });

  it('needs the CSRF token and a valid id', async () => {
    const { client } = await userWithNotifications(2);
    const [latest] = (await client.get('/api/notifications')).json().notifications;
    expect(
      (await client.put(`/api/notifications/${latest.id}`, undefined, { noCsrf: true })).statusCode,
    ).toBe(403);
    expect((await client.put('/api/notifications/abc')).statusCode).toBe(400);
    expect((await client.get('/api/notifications')).json().unreadCount).toBe(1);
  });
});
