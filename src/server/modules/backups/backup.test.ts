import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/messages/auth';
import { backupsMessages } from '#shared/messages/backups';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import { createScheduler, type JobLog } from '../jobs/scheduler.service';
import { DAILY_BACKUP_JOB, dailyBackupJobs } from './backup.job';
import { createBackupService } from './backup.service';

const t = useTestApp({ resetEachTest: true });
const onSqlite = process.env.TEST_DB !== 'postgres';
const m = backupsMessages;

const backupDir = () => path.dirname(t.app.backups.fileOf('x'));

let admin: TestClient;
beforeEach(async () => {
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
  // Each test starts with an empty backups folder.
  if (onSqlite) fs.rmSync(backupDir(), { recursive: true, force: true });
});

// Bogotá is UTC−5: 13:00Z is 08:00 there.
const at = (iso: string) => {
  t.clock.current = new Date(iso);
};
const quiet: JobLog = { info: () => {}, error: () => {} };

describe('who may use the backups API', () => {
  it('refuses staff who are not admins, on every endpoint', async () => {
    const { client } = await signedInClient(t, { role: 'user', can_access_dashboard: 1 });
    for (const response of [
      await client.get('/api/admin/backups'),
      await client.post('/api/admin/backups'),
      await client.get('/api/admin/backups/cuentas-claras-2026-11-24T0800.db'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: authMessages.adminOnly });
    }
  });
});

describe.runIf(onSqlite)('backups of the embedded database', () => {
  it('makes one now, lists it with its size and date, and downloads the very file', async () => {
    at('2026-11-24T13:00:30Z');
    expect((await admin.get('/api/admin/backups')).json()).toEqual({
      supported: true,
      running: false,
      keep: 14,
      dailyAt: '03:00',
      backups: [],
    });
    const made = await admin.post('/api/admin/backups');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      backup: { name: 'cuentas-claras-2026-11-24T0800.db' },
      message: m.created,
    });
    const file = t.app.backups.fileOf('cuentas-claras-2026-11-24T0800.db');
    const bytes = fs.readFileSync(file);
    expect(made.json().backup.size).toBe(bytes.length);

    // The same minute again: the seconds tell them apart.
    expect((await admin.post('/api/admin/backups')).json().backup.name).toBe(
      'cuentas-claras-2026-11-24T080030.db',
    );
    const list = (await admin.get('/api/admin/backups')).json();
    expect(list.backups.map((b: { name: string }) => b.name)).toEqual([
      'cuentas-claras-2026-11-24T080030.db',
      'cuentas-claras-2026-11-24T0800.db',
    ]);
    expect(list.backups[1]).toMatchObject({
      size: bytes.length,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });

    const download = await admin.get('/api/admin/backups/cuentas-claras-2026-11-24T0800.db');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.sqlite3');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="cuentas-claras-2026-11-24T0800.db"',
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(bytes.subarray(0, 16).toString()).toBe('SQLite format 3\0');
  });

  it('accepts only backup names: no path can be reached through the download', async () => {
    // A database file beside the backups folder, which a traversal would reach.
    fs.writeFileSync(path.join(backupDir(), '..', 'secreto.db'), 'secreto');
    for (const name of [
      '..%2Fsecreto.db',
      '..%2F..%2Fetc%2Fpasswd',
      'cuentas-claras-2026-11-24T0800.db%2F..',
      'x.db',
    ]) {
      const response = await admin.get(`/api/admin/backups/${name}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: m.invalidName });
    }
    const missing = await admin.get('/api/admin/backups/cuentas-claras-2026-11-24T0800.db');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: m.notFound });
  });

  it('answers 409 while a backup is being written', async () => {
    const first = admin.post('/api/admin/backups');
    // The first request's backup starts in its own turn; ask again before it ends.
    await new Promise((resolve) => setImmediate(resolve));
    const second = await admin.post('/api/admin/backups');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: m.alreadyRunning });
    expect((await first).statusCode).toBe(201);
  });

  it('keeps only the newest BACKUP_KEEP, deleting the oldest after each new one', async () => {
    const backups = createBackupService({
      database: t.database,
      config: { ...t.config, BACKUP_KEEP: 3 },
      now: t.clock.now,
    });
    const names = [];
    for (let minute = 0; minute < 5; minute += 1) {
      at(`2026-11-24T13:0${minute}:00Z`);
      names.push((await backups.create()).name);
    }
    const kept = (await backups.list()).backups.map((b) => b.name);
    expect(kept).toEqual(names.slice(2).reverse());
    expect(kept[0]).toBe('cuentas-claras-2026-11-24T0804.db');
    // Anything else in the folder (a leftover temporary file) is neither listed nor deleted.
    fs.writeFileSync(backups.fileOf('.cuentas-claras-2026-11-24T0805.db.1.tmp'), 'x');
    at('2026-11-24T13:06:00Z');
    await backups.create();
    expect((await backups.list()).backups).toHaveLength(3);
    expect(fs.existsSync(backups.fileOf('.cuentas-claras-2026-11-24T0805.db.1.tmp'))).toBe(true);
  });

  it('makes the daily backup once per business date, even with two instances', async () => {
    // Two instances: each its own backup service, one database, claims in scheduled_job_runs.
    const instance = (id: string) => {
      const backups = createBackupService({ database: t.database, config: t.config, now: t.clock.now });
      return createScheduler(t.app.ctx, dailyBackupJobs(backups, '03:00'), { log: quiet, instanceId: id });
    };
    const a = instance('a');
    const b = instance('b');
    at('2026-11-24T07:59:00Z'); // 02:59 in Bogotá: not yet
    await Promise.all([a.tick(), b.tick()]);
    expect((await t.app.backups.list()).backups).toEqual([]);
    at('2026-11-24T08:00:00Z');
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect((await t.app.backups.list()).backups.map((x) => x.name)).toEqual([
      'cuentas-claras-2026-11-24T0300.db',
    ]);
    const run = await t.database.db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('job', '=', DAILY_BACKUP_JOB)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ period: '2026-11-24', error: null });
    expect(run.finished_at).not.toBeNull();
  });
});

describe.runIf(!onSqlite)('backups on PostgreSQL', () => {
  it('says that pg_dump makes them: no list, no button, no download', async () => {
    expect((await admin.get('/api/admin/backups')).json()).toEqual({
      supported: false,
      running: false,
      keep: 14,
      dailyAt: '03:00',
      backups: [],
    });
    for (const response of [
      await admin.post('/api/admin/backups'),
      await admin.get('/api/admin/backups/cuentas-claras-2026-11-24T0800.db'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: m.postgresUnsupported });
    }
    expect(dailyBackupJobs(t.app.backups, '03:00')).toEqual([]);
  });
});
