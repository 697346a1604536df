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
}
