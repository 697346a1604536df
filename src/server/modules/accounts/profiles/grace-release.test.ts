import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/expiry';
import { settingsMessages } from '#shared/messages/settings';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { auditRows } from '#tests/setup/audit-rows';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import { createScheduler, type JobLog } from '../../jobs/scheduler.service';
import { GRACE_RELEASE_JOB, graceReleaseJob } from './grace-release.job';
import { releasePastGrace } from './profile-release.service';

// The grace period and its daily release (issue 25, item 6; docs/decisions/040), at the Bogotá day
// boundary. Bogotá is UTC−5 all year: 04:59Z on the 28th is 23:59 on the 27th there, 05:00Z is
// midnight of the 28th.

const t = useTestApp({ resetEachTest: true });
const DAY = '2026-11-27';
const LAST_MINUTE = new Date('2026-11-28T04:59:00Z'); // 23:59 of DAY in Bogotá
const MIDNIGHT = new Date('2026-11-28T05:00:00Z'); // 00:00 of DAY + 1 in Bogotá

let admin: TestClient;
beforeEach(async () => {
  t.clock.current = LAST_MINUTE;
  ({ client: admin } = await signedInClient(t, { role: 'admin', full_name: 'Laura Gómez' }));
});

const db = () => t.database.db;
const profileRow = (id: number) =>
  db().selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const quiet: JobLog = { info: () => {}, error: () => {} };

/**
 * Ana's Netflix account: profiles expired 5, 4 and 3 days before DAY (3 is the last of 3 days of
 * grace on DAY), one expired on DAY, one running, and one marked expirado by hand.
 */
async function setUp() {
  const service = await insertService(db(), { name: 'Netflix', price: 18000 });
  const ana = await insertClient(db(), { name: 'Ana Ruiz' });
  const held = (days: number) => ({
    status: 'ocupado' as const,
    client_id: ana.id,
    pin: '1234',
    expiry_date: addDays(DAY, days),
  });
  const account = await insertAccount(db(), service.id, { username: 'ana@correo.co' }, [
    held(-5),
    held(-4),
    held(-3),
    held(0),
    held(10),
    { status: 'expirado', client_id: ana.id, expiry_date: addDays(DAY, -30) },
  ]);
  const ids = (await db().selectFrom('profiles').select('id').orderBy('id').execute()).map((p) => p.id);
  return { account, ana, ids };
}

const statuses = async () =>
  (await db().selectFrom('profiles').select('status').orderBy('id').execute()).map((p) => p.status);

describe('renewal inside the grace period', () => {
  it('at 23:59 of the last day of grace counts from the old expiry; at 00:00 (not yet released) from today', async () => {
    const { ids } = await setUp();
    const inGrace = await admin.post(`/api/profiles/${ids[2]}/renew`, { days: 30 });
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.json().profile.expiryDate).toBe(addDays(DAY, 27)); // old expiry + 30: no free days
    expect(inGrace.json().movement).toMatchObject({ type: 'renovacion', amount: 18000, date: DAY });

    t.clock.current = MIDNIGHT;
    const pastGrace = await admin.post(`/api/profiles/${ids[1]}/renew`, { days: 30 });
    expect(pastGrace.json().profile.expiryDate).toBe(addDays(DAY, 31)); // DAY + 1 + 30
  });

  it('a profile not yet expired renews from its expiry, as before', async () => {
    const { ids } = await setUp();
    const running = await admin.post(`/api/profiles/${ids[4]}/renew`, { days: 30 });
    expect(running.json().profile.expiryDate).toBe(addDays(DAY, 40));
  });

  it('follows the setting: with 0 days a profile expired yesterday renews from today', async () => {
    const { ids } = await setUp();
    await admin.put('/api/settings', { graceDays: 0 });
    const renewed = await admin.post(`/api/profiles/${ids[2]}/renew`, { days: 30 });
    expect(renewed.json().profile.expiryDate).toBe(addDays(DAY, 30));
    // With 10 days, one expired 5 days ago is still in grace.
    await admin.put('/api/settings', { graceDays: 10 });
    const late = await admin.post(`/api/profiles/${ids[0]}/renew`, { days: 30 });
    expect(late.json().profile.expiryDate).toBe(addDays(DAY, 25));
  });
});

describe('the daily grace release', () => {
  it('at 23:59 frees only what is past grace; at 00:00 the last day of grace is over too', async () => {
    const { account, ana, ids } = await setUp();
    expect(await releasePastGrace(t.app.ctx)).toBe(2);
    expect(await statuses()).toEqual(['libre', 'libre', 'ocupado', 'ocupado', 'ocupado', 'expirado']);

    t.clock.current = MIDNIGHT;
    expect(await releasePastGrace(t.app.ctx)).toBe(1);
    expect(await statuses()).toEqual(['libre', 'libre', 'libre', 'ocupado', 'ocupado', 'expirado']);
    expect(await profileRow(ids[2]!)).toMatchObject({
      client_id: null,
      pin: null,
      expiry_date: null,
      custom_price: null,
    });
    const summary = await db()
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(summary.free_count).toBe(3);

    // Each release is in the audit trail by the system, and in Ana's history: "no renovó".
    const events = (await auditRows(t.database, { action: 'release' })).reverse();
    expect(events.map((e) => [e.entity_id, e.client_id, e.user_id, e.note])).toEqual(
      [ids[0], ids[1], ids[2]].map((id) => [id, ana.id, null, settingsMessages.releasedNote(3)]),
    );
    expect(events[0]!.note).toContain('no renovó');
    expect(events[0]!.changes).toContainEqual({ field: 'client', before: 'Ana Ruiz', after: null });
    expect(events[0]!.changes).toContainEqual({ field: 'status', before: 'ocupado', after: 'libre' });
    const history = (await admin.get(`/api/clients/${ana.id}/history`)).json();
    expect(history.events[0]).toMatchObject({ action: 'release', userName: null, entityId: ids[2] });
    expect(history.events[0].note).toContain('no renovó');
  });

  it('is idempotent: a second run frees nothing and writes nothing', async () => {
    await setUp();
    t.clock.current = MIDNIGHT;
    expect(await releasePastGrace(t.app.ctx)).toBe(3);
    const written = (await auditRows(t.database)).length;
    expect(await releasePastGrace(t.app.ctx)).toBe(0);
    expect(await auditRows(t.database)).toHaveLength(written);
  });

  it('walks the profiles in batches, a transaction each, across accounts and services', async () => {
    const disney = await insertService(db(), { name: 'Disney+' });
    const luis = await insertClient(db(), { name: 'Luis Pérez' });
    for (let a = 0; a < 3; a++)
      await insertAccount(
        db(),
        disney.id,
        {},
        [-9, -7, -4, -4].map((days) => ({
          status: 'ocupado' as const,
          client_id: luis.id,
          expiry_date: addDays(DAY, days),
        })),
      );
    expect(await releasePastGrace(t.app.ctx, { batchSize: 2 })).toBe(12);
    expect((await statuses()).every((s) => s === 'libre')).toBe(true);
    const counts = await db().selectFrom('accounts').select('free_count').execute();
    expect(counts.map((c) => c.free_count)).toEqual([4, 4, 4]);
  });

  it('leaves a profile renewed in grace alone', async () => {
    const { ids } = await setUp();
    await admin.post(`/api/profiles/${ids[2]}/renew`, { days: 30 });
    t.clock.current = MIDNIGHT;
    expect(await releasePastGrace(t.app.ctx)).toBe(2);
    expect((await profileRow(ids[2]!)).status).toBe('ocupado');
  });

  it('runs once per business date through the job claim, even with two instances at once', async () => {
    await setUp();
    t.clock.current = MIDNIGHT;
    const a = createScheduler(t.app.ctx, [graceReleaseJob()], { log: quiet, instanceId: 'a' });
    const b = createScheduler(t.app.ctx, [graceReleaseJob()], { log: quiet, instanceId: 'b' });
    await Promise.all([a.tick(), b.tick(), a.tick()]);
    expect(await statuses()).toEqual(['libre', 'libre', 'libre', 'ocupado', 'ocupado', 'expirado']);
    expect(await auditRows(t.database, { action: 'release' })).toHaveLength(3);
    const run = await db()
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('job', '=', GRACE_RELEASE_JOB)
      .where('period', '=', '2026-11-28')
      .executeTakeFirst();
    expect(run).toMatchObject({ attempts: 1, error: null });
    expect(run?.finished_at).not.toBeNull();
  });

  it('two releases racing over the same profiles free each once', async () => {
    await setUp();
    t.clock.current = MIDNIGHT;
    const [first, second] = await Promise.all([releasePastGrace(t.app.ctx), releasePastGrace(t.app.ctx)]);
    expect(first + second).toBe(3);
    expect(await auditRows(t.database, { action: 'release' })).toHaveLength(3);
  });
});

describe('GET /api/profiles/release-preview', () => {
  it('lists the expired held profiles with the day each is freed, a page at a time, for every staff member', async () => {
    const { ids } = await setUp();
    const { client: staff } = await signedInClient(t);
    const response = await staff.get('/api/profiles/release-preview?page=1&limit=3');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ graceDays: 3, today: DAY });
    expect(body.pagination).toMatchObject({ totalCount: 4, totalPages: 2, currentPage: 1 });
    expect(
      body.profiles.map(
        (p: { profileId: number; releaseDate: string; due: boolean; daysExpired: number }) => [
          p.profileId,
          p.daysExpired,
          p.releaseDate,
          p.due,
        ],
      ),
    ).toEqual([
      [ids[0], 5, addDays(DAY, -1), true],
      [ids[1], 4, DAY, true],
      [ids[2], 3, addDays(DAY, 1), false],
    ]);
    const second = (await staff.get('/api/profiles/release-preview?page=2&limit=3')).json();
    expect(second.profiles.map((p: { profileId: number }) => p.profileId)).toEqual([ids[3]]);
    expect(second.profiles[0]).toMatchObject({ releaseDate: addDays(DAY, 4), clientName: 'Ana Ruiz' });
  });

  it('refuses a page past the ceiling', async () => {
    expect((await admin.get('/api/profiles/release-preview?limit=100000')).statusCode).toBe(400);
  });
});
