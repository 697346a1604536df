import { beforeEach, describe, expect, it } from 'vitest';
import { businessToday } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import { messagingMessages } from '#shared/messages/messaging';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { countRows } from '#tests/setup/count-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp({ resetEachTest: true });
let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const today = () => businessToday(t.clock.now(), t.config.TZ_APP);
const db = () => t.database.db;
const snapshot = () => db().selectFrom('profiles').selectAll().orderBy('id').execute();

/** One account with profiles expired 5, 3 and 2 days ago, one expiring today, one running, one marked expirado. */
async function setUp() {
  const service = await insertService(db(), { name: 'Netflix' });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const ocupado = (days: number) => ({
    status: 'ocupado' as const,
    client_id: ana.id,
    pin: '1234',
    expiry_date: addDays(today(), days),
  });
  const account = await insertAccount(db(), service.id, {}, [
    ocupado(-5),
    ocupado(-3),
    ocupado(-2),
    ocupado(0),
    ocupado(10),
    { status: 'expirado', client_id: ana.id, expiry_date: addDays(today(), -30) },
  ]);
  const ids = (await snapshot()).map((p) => p.id);
  return { account, ana, ids };
}

describe('POST /api/profiles/release-expired', () => {
  it('a dry run lists the profiles expired more than graceDays ago and changes nothing', async () => {
    const { ids } = await setUp();
    const before = await snapshot();
    const response = await admin.post('/api/profiles/release-expired', { graceDays: 2, dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .profiles.map((p: { profileId: number; daysExpired: number }) => [p.profileId, p.daysExpired]),
    ).toEqual([
      [ids[0], 5],
      [ids[1], 3],
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await countRows(db(), 'audit_log')).toBe(0);
  });

  it('the commit frees exactly those, records each in the history and refreshes the account', async () => {
    const { account, ana, ids } = await setUp();
    const response = await admin.post('/api/profiles/release-expired', { graceDays: 2, dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messagingMessages.releasedExpired(2));
    const after = await snapshot();
    expect(after.filter((p) => p.status === 'libre').map((p) => p.id)).toEqual([ids[0], ids[1]]);
    expect(after.find((p) => p.id === ids[0])).toMatchObject({
      client_id: null,
      pin: null,
      expiry_date: null,
    });
    expect(after.find((p) => p.id === ids[2])?.status).toBe('ocupado');
    expect(after.find((p) => p.id === ids[5])?.status).toBe('expirado');
    const events = (await auditRows(t.database)).reverse();
    expect(events.map((e) => [e.action, e.entity_id, e.client_id, e.user_name, e.note])).toEqual([
      ['release', ids[0], ana.id, 'Laura Gómez', 'Vencido hace más de 2 días'],
      ['release', ids[1], ana.id, 'Laura Gómez', 'Vencido hace más de 2 días'],
    ]);
    expect(events[0]!.changes).toContainEqual({ field: 'client', before: 'Ana Ruiz', after: null });
    expect(events[0]!.changes).toContainEqual({ field: 'status', before: 'ocupado', after: 'libre' });
    const summary = await db()
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(summary.free_count).toBe(2);
    // Run again: nothing left to free.
    expect(
      (await admin.post('/api/profiles/release-expired', { graceDays: 2, dryRun: false })).json().profiles,
    ).toEqual([]);
  });

  it('graceDays 0 frees everything expired before today, not what expires today', async () => {
    const { ids } = await setUp();
    const response = await admin.post('/api/profiles/release-expired', { graceDays: 0, dryRun: false });
    expect(response.json().profiles.map((p: { profileId: number }) => p.profileId)).toEqual([
      ids[0],
      ids[1],
      ids[2],
    ]);
  });

  it('is for admins only, and a bad body is a 400 that writes nothing', async () => {
    await setUp();
    const { client: staff } = await signedInClient(t);
    expect(
      (await staff.post('/api/profiles/release-expired', { graceDays: 1, dryRun: false })).statusCode,
    ).toBe(403);
    for (const body of [
      { graceDays: -1, dryRun: false },
      { graceDays: 'x', dryRun: false },
      { graceDays: 1, dryRun: 'no' },
    ]) {
      expect((await admin.post('/api/profiles/release-expired', body)).statusCode).toBe(400);
    }
    expect((await snapshot()).filter((p) => p.status === 'libre')).toHaveLength(0);
  });
});
