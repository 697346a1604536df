import { sql } from 'kysely';
import type { Db } from '../../app-context';

interface Claim {
  job: string;
  period: string;
  claimedBy: string;
  /** ISO instants: now, and until when the claim holds if the run never reports back. */
  now: string;
  leaseUntil: string;
  maxAttempts: number;
}

/**
 * Claims a job's run for a period: the first to insert the (job, period) row wins; anyone else
 * gets false. A run that never finished (its instance died, or it failed) can be taken over once
 * its lease has passed, up to `maxAttempts` runs in all. Both are single statements, so two
 * instances racing for it cannot both win.
 */
export async function claimRun(db: Db, claim: Claim): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduled_job_runs')
    .values({
      job: claim.job,
      period: claim.period,
      claimed_by: claim.claimedBy,
      started_at: claim.now,
      lease_until: claim.leaseUntil,
    })
    .onConflict((oc) => oc.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;

  const retaken = await db
    .updateTable('scheduled_job_runs')
    .set({
      claimed_by: claim.claimedBy,
      attempts: sql<number>`attempts + 1`,
      started_at: claim.now,
      lease_until: claim.leaseUntil,
    })
    .where('job', '=', claim.job)
    .where('period', '=', claim.period)
    .where('finished_at', 'is', null)
    .where('lease_until', '<', claim.now)
    .where('attempts', '<', claim.maxAttempts)
    .executeTakeFirst();
  return Number(retaken.numUpdatedRows) === 1;
}

export const finishRun = (db: Db, job: string, period: string, now: string) =>
  db
    .updateTable('scheduled_job_runs')
    .set({ finished_at: now, error: null })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();

/** Keeps the claim (so the run is retried only after its lease) and notes why it failed. */
export const failRun = (db: Db, job: string, period: string, error: string) =>
  db
    .updateTable('scheduled_job_runs')
    .set({ error: error.slice(0, 2000) })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();

export const findRun = (db: Db, job: string, period: string) =>
  db
    .selectFrom('scheduled_job_runs')
    .selectAll()
    .where('job', '=', job)
    .where('period', '=', period)
    .executeTakeFirst();
