import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/server/app-context';

/** The kept renewal totals agree, key by key, with the terms they add up (recomputed from raw rows). */
export async function expectTotalsMatchTerms(db: Db) {
  const staff = sql`coalesce(reminded_by, renewed_by, 0)`;
  const recomputed = await db
    .selectFrom('renewal_outcomes')
    .select([
      'due_date',
      'service_id',
      staff.as('staff_id'),
      sql<number>`count(*)`.as('due'),
      sql<number>`sum(case when renewed_at is not null then 1 else 0 end)`.as('renewed'),
      sql<number>`sum(case when renewed_at is not null then amount else 0 end)`.as('renewed_amount'),
      sql<number>`sum(case when renewed_at is null then price else 0 end)`.as('open_amount'),
      sql<number>`sum(case when reminded_at is not null then 1 else 0 end)`.as('reminded'),
      sql<number>`sum(reminder_worked)`.as('reminded_renewed'),
      sql<number>`sum(case when reminded_at is null and renewed_at is not null then 1 else 0 end)`.as(
        'unreminded_renewed',
      ),
    ])
    .groupBy(['due_date', 'service_id', staff])
    .execute();
  const kept = await db
    .selectFrom('renewal_outcome_totals')
    .select(['due_date', 'service_id', 'staff_id', 'due', 'renewed', 'renewed_amount', 'open_amount'])
    .select(['reminded', 'reminded_renewed', 'unreminded_renewed'])
    .where('due', '!=', 0)
    .execute();
  const key = (r: Record<string, unknown>) =>
    JSON.stringify(Object.entries(r).map(([k, v]) => [k, k === 'due_date' ? v : Number(v)]));
  expect(kept.map(key).sort()).toEqual(recomputed.map(key).sort());
  await expectMonthsMatchDays(db);
}

/** The monthly totals agree with the daily ones they add up. */
export async function expectMonthsMatchDays(db: Db) {
  const month = sql<string>`substr(cast(due_date as text), 1, 7)`;
  const fromDays = await db
    .selectFrom('renewal_outcome_totals')
    .select([
      month.as('month'),
      'service_id',
      'staff_id',
      sql<number>`sum(due)`.as('due'),
      sql<number>`sum(renewed)`.as('renewed'),
      sql<number>`sum(renewed_amount)`.as('renewed_amount'),
      sql<number>`sum(open_amount)`.as('open_amount'),
      sql<number>`sum(reminded)`.as('reminded'),
      sql<number>`sum(reminded_renewed)`.as('reminded_renewed'),
      sql<number>`sum(unreminded_renewed)`.as('unreminded_renewed'),
    ])
    .groupBy([sql`1`, 'service_id', 'staff_id'])
    .execute();
  const kept = await db
    .selectFrom('renewal_outcome_month_totals')
    .select(['month', 'service_id', 'staff_id', 'due', 'renewed', 'renewed_amount', 'open_amount'])
    .select(['reminded', 'reminded_renewed', 'unreminded_renewed'])
    .execute();
  const key = (r: Record<string, unknown>) =>
    JSON.stringify(Object.entries(r).map(([k, v]) => [k, k === 'month' ? v : Number(v)]));
  const nonEmpty = (rows: Record<string, unknown>[]) =>
    rows.filter((r) =>
      Object.entries(r).some(
        ([k, v]) => k !== 'month' && k !== 'service_id' && k !== 'staff_id' && Number(v) !== 0,
      ),
    );
  expect(nonEmpty(kept).map(key).sort()).toEqual(nonEmpty(fromDays).map(key).sort());
}
