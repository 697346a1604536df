import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app';
import { findRun } from './job-run.repository';
import { createScheduler, type DailyJob, type JobLog } from './scheduler.service';

const t = useTestApp({ resetEachTest: true });

// Bogotá is UTC−5 all year: 13:00Z is 08:00 there.
const at = (iso: string) => {
  t.clock.current = new Date(iso);
};

const quiet = (): JobLog & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, info: () => {}, error: (_details, message) => errors.push(message) };
};

/** A job that counts its runs per period, optionally failing or waiting to be released. */
function countingJob(options: { fail?: boolean; gate?: Promise<void> } = {}) {
  const runs: string[] = [];
  const job: DailyJob = {
    name: 'prueba',
    at: '08:00',
    async run(_ctx, period) {
      runs.push(period);
      await options.gate;
      if (options.fail) throw new Error('falló a propósito');
    },
  };
  return { job, runs };
}

beforeEach(() => at('2026-11-27T15:00:00Z'));

describe('daily job scheduler', () => {
  it('runs a job once per business date, even with two instances ticking at once', async () => {
    const { job, runs } = countingJob();
    const a = createScheduler(t.app.ctx, [job], { log: quiet(), instanceId: 'a' });
    const b = createScheduler(t.app.ctx, [job], { log: quiet(), instanceId: 'b' });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toEqual(['2026-11-27']);
    const run = await findRun(t.database.db, 'prueba', '2026-11-27');
    expect(run).toMatchObject({ attempts: 1, error: null });
    expect(run?.finished_at).not.toBeNull();

    // The next business day is a new period: 04:59Z on the 28th is still the 27th in Bogotá.
    at('2026-11-28T04:59:00Z');
    await a.tick();
    expect(runs).toEqual(['2026-11-27']);
    at('2026-11-28T13:00:00Z');
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('does not run before the hour; runs from the hour on', async () => {
    const { job, runs } = countingJob();
    const scheduler = createScheduler(t.app.ctx, [job], { log: quiet() });
    at('2026-11-27T12:59:59Z'); // 07:59 in Bogotá
    await scheduler.tick();
    expect(runs).toEqual([]);
    expect(await findRun(t.database.db, 'prueba', '2026-11-27')).toBeUndefined();
    at('2026-11-27T13:00:00Z');
    await scheduler.tick();
    expect(runs).toEqual(['2026-11-27']);
  });

  it('catches up at start when the server was down at the hour, and stops cleanly', async () => {
    const { job, runs } = countingJob();
    at('2026-11-27T20:30:00Z'); // 15:30: the server came up hours after 08:00
    const scheduler = createScheduler(t.app.ctx, [job], { log: quiet(), intervalMs: 10 });
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 60)); // several timer ticks
    await scheduler.stop();
    expect(runs).toEqual(['2026-11-27']);
  });

  it('stop waits for the run in progress', async () => {
    let release!: () => void;
    const { job, runs } = countingJob({ gate: new Promise((resolve) => (release = resolve)) });
    const scheduler = createScheduler(t.app.ctx, [job], { log: quiet() });
    scheduler.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toHaveLength(1);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await findRun(t.database.db, 'prueba', '2026-11-27'))?.finished_at).not.toBeNull();
  });

  it('logs a failure without throwing, and retries it only after the lease, a few times at most', async () => {
    const { job, runs } = countingJob({ fail: true });
    const log = quiet();
    const scheduler = createScheduler(t.app.ctx, [job], { log, leaseMs: 60_000, maxAttempts: 2 });
    await scheduler.tick();
    expect(log.errors).toEqual(['La tarea programada "prueba" falló para 2026-11-27']);
    expect(await findRun(t.database.db, 'prueba', '2026-11-27')).toMatchObject({
      error: 'falló a propósito',
      finished_at: null,
    });
    await scheduler.tick(); // the lease still holds
    expect(runs).toHaveLength(1);
    t.clock.advance(61_000);
    await scheduler.tick();
    expect(runs).toHaveLength(2);
    t.clock.advance(61_000);
    await scheduler.tick(); // two attempts were the limit
    expect(runs).toHaveLength(2);
  });

  it('another instance takes over a claim whose instance died before finishing', async () => {
    const { job, runs } = countingJob();
    // The first instance claimed and never reported back (its process was killed).
    await t.database.db
      .insertInto('scheduled_job_runs')
      .values({
        job: 'prueba',
        period: '2026-11-27',
        claimed_by: 'muerta',
        started_at: '2026-11-27T13:00:00.000Z',
        lease_until: '2026-11-27T13:10:00.000Z',
      })
      .execute();
    await createScheduler(t.app.ctx, [job], { log: quiet(), instanceId: 'viva' }).tick();
    expect(runs).toEqual(['2026-11-27']);
    expect(await findRun(t.database.db, 'prueba', '2026-11-27')).toMatchObject({
      claimed_by: 'viva',
      attempts: 2,
    });
  });

  it('survives a database error while claiming', async () => {
    const log = quiet();
    const broken: DailyJob = { name: 'roto', at: '08:00', run: async () => {} };
    const ctx = {
      ...t.app.ctx,
      db: new Proxy(t.app.ctx.db, {
        get: (target, key) =>
          key === 'insertInto'
            ? () => {
                throw new Error('sin base de datos');
              }
            : Reflect.get(target, key),
      }),
    };
    await expect(createScheduler(ctx, [broken], { log }).tick()).resolves.toBeUndefined();
    expect(log.errors).toEqual(['No se pudo revisar la tarea programada "roto"']);
  });
});
