import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { apiTokenMessages } from '#shared/messages/api-tokens';
import { accountPasswordsMessages, accountsMessages } from '#shared/messages/accounts';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { todayOf } from '#tests/setup/cartera-api';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

// Cambiar contraseñas (issue 26 item 2, docs/decisions/054): POST /api/accounts/passwords.

const t = useTestApp({ resetEachTest: true });
let c: TestClient;
beforeEach(async () => {
  ({ client: c } = await signedInClient(t, { full_name: 'Laura Caja' }));
});

const db = () => t.database.db;
const days = (n: number) => addDays(todayOf(t), n);
const m = accountPasswordsMessages;

/**
 * Ana holds profiles of two Netflix accounts, Beto one of them; Carla's profile there expired
 * unrenewed (she gets no new password); a third account has no holder.
 */
async function shop() {
  const service = await insertService(db(), { name: 'Netflix' });
  const ana = await insertClient(db(), { name: 'Ana', phone: '+573001234567' });
  const beto = await insertClient(db(), { name: 'Beto', phone: null });
  const carla = await insertClient(db(), { name: 'Carla', phone: '+573009998877' });
  const one = await insertAccount(db(), service.id, { username: 'uno@x.co' }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: days(5) },
    { status: 'ocupado', client_id: beto.id, expiry_date: days(9) },
    { status: 'expirado', client_id: carla.id, expiry_date: days(-2) },
  ]);
  const two = await insertAccount(db(), service.id, { username: 'dos@x.co' }, [
    { status: 'ocupado', client_id: ana.id, expiry_date: days(20) },
    {},
  ]);
  const free = await insertAccount(db(), service.id, { username: 'tres@x.co' }, [{}]);
  return { ana, beto, one, two, free };
}

const storedPassword = async (id: number) =>
  (await db().selectFrom('accounts').select('password').where('id', '=', id).executeTakeFirstOrThrow())
    .password;
const shownPassword = async (id: number) => (await c.get(`/api/accounts/${id}`)).json().account.password;

describe('POST /api/accounts/passwords', () => {
  it('changes every password sealed, audits each, and answers each holder once with all their accounts', async () => {
    const { ana, beto, one, two, free } = await shop();
    const response = await c.post('/api/accounts/passwords', {
      changes: [
        { accountId: two.id, password: 'nueva-dos' },
        { accountId: one.id, password: 'nueva-uno' },
        { accountId: free.id, password: 'nueva-tres' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.changed).toBe(3);
    expect(body.holders).toEqual([
      {
        client: { id: ana.id, name: 'Ana', phone: '+573001234567', type: 'cliente' },
        accountIds: [one.id, two.id],
      },
      { client: { id: beto.id, name: 'Beto', phone: null, type: 'cliente' }, accountIds: [one.id] },
    ]);
    expect(body.accounts.map((a: { id: number; password: string }) => [a.id, a.password])).toEqual([
      [one.id, 'nueva-uno'],
      [two.id, 'nueva-dos'],
    ]);
    // Sealed at rest, open through the API.
    expect(await storedPassword(one.id)).not.toContain('nueva-uno');
    expect(await shownPassword(one.id)).toBe('nueva-uno');
    expect(await shownPassword(free.id)).toBe('nueva-tres');
    const audit = await db()
      .selectFrom('audit_log')
      .select(['entity_id', 'action', 'changes', 'user_name'])
      .where('action', '=', 'password_change')
      .orderBy('entity_id')
      .execute();
    expect(audit.map((row) => row.entity_id)).toEqual([one.id, two.id, free.id]);
    expect(audit.every((row) => !row.changes.includes('nueva') && row.user_name === 'Laura Caja')).toBe(true);
  });

  it('refuses a missing account (404), a duplicate, an empty password or over 5,000, changing nothing', async () => {
    const { one, two } = await shop();
    const before = await storedPassword(one.id);
    const missing = await c.post('/api/accounts/passwords', {
      changes: [
        { accountId: one.id, password: 'x1' },
        { accountId: 99999, password: 'x2' },
      ],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: accountsMessages.notFound });
    const cases: [unknown, string][] = [
      [{ changes: [] }, m.invalidChanges],
      [
        {
          changes: [
            { accountId: one.id, password: 'a' },
            { accountId: one.id, password: 'b' },
          ],
        },
        m.duplicated,
      ],
      [{ changes: [{ accountId: two.id, password: '' }] }, accountsMessages.passwordRequired],
      [
        { changes: Array.from({ length: 5001 }, (_, i) => ({ accountId: i + 1, password: 'p' })) },
        m.tooMany(5000),
      ],
    ];
    for (const [body, error] of cases) {
      const refused = await c.post('/api/accounts/passwords', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    expect(await storedPassword(one.id)).toBe(before);
    expect(
      await db().selectFrom('audit_log').select('id').where('action', '=', 'password_change').execute(),
    ).toEqual([]);
  });

  it('is refused with 403 to a read-only token before the body is read, 401 signed out', async () => {
    const { client: admin } = await signedInClient(t, { role: 'admin' });
    const { token } = (await admin.post('/api/tokens', { name: 'hoja', scope: 'lectura' })).json();
    const refused = await new TestClient(t.app).post(
      '/api/accounts/passwords',
      { changes: 'x' },
      { headers: { authorization: `Bearer ${token}` }, noCsrf: true },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: apiTokenMessages.readOnly });
    expect((await new TestClient(t.app).post('/api/accounts/passwords', {})).statusCode).toBe(401);
  });
});
