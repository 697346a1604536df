import type { ColumnDataType, Kysely } from 'kysely';

// Scheduled jobs and links in notifications (docs/decisions/016). Frozen: imports only Kysely.
//
// scheduled_job_runs holds one row per job and period (the business date for a daily job): the
// primary key is the claim, so of several app instances exactly one inserts it and runs the job.
// A claim whose run never finished (the instance died, or the run failed) may be taken over once
// `lease_until` has passed, up to a few attempts. notifications gain an optional in-app `link`
// (the morning summary opens Avisos).

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const timestamp = (dialect === 'postgres' ? 'timestamptz' : 'text') as ColumnDataType;

  await db.schema
    .createTable('scheduled_job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', timestamp, (c) => c.notNull())
    .addColumn('lease_until', timestamp, (c) => c.notNull())
    .addColumn('finished_at', timestamp)
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('scheduled_job_runs_pk', ['job', 'period'])
    .execute();

  await db.schema.alterTable('notifications').addColumn('link', 'text').execute();
}
