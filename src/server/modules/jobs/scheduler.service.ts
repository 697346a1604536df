import os from 'node:os';
import { businessTimeOfDay, businessToday } from '#shared/domain/business-time';
import type { AppContext } from '../../app-context';
import { addMs, nowIso } from '../../lib/time';
import { claimRun, failRun, finishRun } from './job-run.repository';

// Once-a-day jobs that run exactly once per business date across every app instance
// (CONTRACT "Scale-out", docs/decisions/016): the morning summary now, daily backups next.

/** A job due every day from `at` (HH:MM in TZ_APP) on; `period` is that business date. */
export interface DailyJob {
  name: string;
  at: string;
  run: (ctx: AppContext, period: string) => Promise<void>;
}

/** What the scheduler writes to: the app's pino logger fits. */
export interface JobLog {
  info: (message: string) => void;
  error: (details: { err: unknown }, message: string) => void;
}

export interface SchedulerOptions {
  log: JobLog;
  /** How often to look for a due job; a server that was down at the hour catches up at start. */
  intervalMs?: number;
  /** How long a claim holds without the run reporting back before another instance may retry it. */
  leaseMs?: number;
  /** Runs in all for one period, the first included, before a failing job waits for tomorrow. */
  maxAttempts?: number;
  /** Recorded with the claim so an operator can tell which instance ran it. */
  instanceId?: string;
}

export interface Scheduler {
  /** Looks once for due jobs and runs them; never throws. */
  tick: () => Promise<void>;
  /** Ticks now (catch-up) and then every `intervalMs`. */
  start: () => void;
  /** No more ticks; waits for the one in progress (SIGTERM). */
  stop: () => Promise<void>;
}

export const JOB_INTERVAL_MS = 60_000;
export const JOB_LEASE_MS = 10 * 60_000;
export const JOB_MAX_ATTEMPTS = 3;

export function createScheduler(
  ctx: AppContext,
  jobs: readonly DailyJob[],
  {
    log,
    intervalMs = JOB_INTERVAL_MS,
    leaseMs = JOB_LEASE_MS,
    maxAttempts = JOB_MAX_ATTEMPTS,
    instanceId = `${os.hostname()}:${process.pid}`,
  }: SchedulerOptions,
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  async function runIfDue(job: DailyJob) {
    const now = ctx.now();
    const tz = ctx.config.TZ_APP;
    if (businessTimeOfDay(now, tz) < job.at) return;
    const period = businessToday(now, tz);
    const claimed = await claimRun(ctx.db, {
      job: job.name,
      period,
      claimedBy: instanceId,
      now: nowIso(now),
      leaseUntil: nowIso(addMs(now, leaseMs)),
      maxAttempts,
    });
    if (!claimed) return;
    try {
      await job.run(ctx, period);
      await finishRun(ctx.db, job.name, period, nowIso(ctx.now()));
      log.info(`Tarea programada "${job.name}" completada para ${period}`);
    } catch (error) {
      log.error({ err: error }, `La tarea programada "${job.name}" falló para ${period}`);
      await failRun(ctx.db, job.name, period, error instanceof Error ? error.message : String(error));
    }
  }

  async function tick() {
    for (const job of jobs) {
      if (stopped) return;
      // A database that is down, or a failing job, is logged and tried again on a later tick.
      await runIfDue(job).catch((error: unknown) =>
        log.error({ err: error }, `No se pudo revisar la tarea programada "${job.name}"`),
      );
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, intervalMs);
    // A pending tick never keeps the process alive on its own.
    timer.unref();
  }

  return {
    tick: () => (current = current.then(tick)),
    start() {
      current = tick().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
