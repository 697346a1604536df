import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../app-context';
import type { ServicePlansTable } from '../../db/schema';

// A service's plans (docs/decisions/039): a few rows per service, always read whole, active first
// by position.

export const listPlanRows = (db: Db, serviceId: number) =>
  db
    .selectFrom('service_plans')
    .selectAll()
    .where('service_id', '=', serviceId)
    .orderBy('active', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();

/** The service's plans in their place order (position, then id), whatever their state. */
export const listPlanRowsByPosition = (db: Db, serviceId: number) =>
  db
    .selectFrom('service_plans')
    .selectAll()
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export const findPlanRow = (db: Db, id: number) =>
  db.selectFrom('service_plans').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The plan row, locked on PostgreSQL until the transaction ends (SQLite's writer is already
 * alone): `share` for a sale that names it, `update` for a delete. So a delete waits for a sale
 * that names the plan and then sees it in use, and a sale after a delete finds no plan, never a
 * movement whose plan vanished under it.
 */
export function lockPlanRow(db: Db, dialect: 'sqlite' | 'postgres', id: number, mode: 'share' | 'update') {
  const query = db.selectFrom('service_plans').selectAll().where('id', '=', id);
  if (dialect !== 'postgres') return query.executeTakeFirst();
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

/** The service a plan belongs to, or undefined when there is none with that id. */
export const findPlanService = (db: Db, serviceId: number) =>
  db.selectFrom('services').select(['id', 'name', 'price']).where('id', '=', serviceId).executeTakeFirst();

/**
 * The same, its row locked on PostgreSQL until the transaction ends: the writes to one service's
 * plans (the 30-plan cap, the positions they renumber) queue on it. SQLite's writer is alone.
 * `for no key update`, which conflicts with itself but not with the key-share lock a foreign key
 * takes: a sale inserting a movement of the service while a plan delete holds this row and waits
 * for the sale's share of the plan would otherwise deadlock (decision 042).
 */
export function lockPlanService(db: Db, dialect: 'sqlite' | 'postgres', serviceId: number) {
  const query = db.selectFrom('services').select(['id', 'name', 'price']).where('id', '=', serviceId);
  return (dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

export const insertPlan = (db: Db, row: Insertable<ServicePlansTable>) =>
  db.insertInto('service_plans').values(row).returning('id').executeTakeFirstOrThrow();

export const updatePlan = (db: Db, id: number, changes: Updateable<ServicePlansTable>) =>
  db.updateTable('service_plans').set(changes).where('id', '=', id).executeTakeFirst();

export const setPlanPosition = (db: Db, id: number, position: number) =>
  db.updateTable('service_plans').set({ position }).where('id', '=', id).execute();

export const deletePlan = (db: Db, id: number) =>
  db.deleteFrom('service_plans').where('id', '=', id).executeTakeFirst();

/**
 * Whether some movement or some combo names the plan (movements_plan_idx, combo_plans_plan_idx):
 * then it is deactivated, not deleted (docs/decisions/039, 044).
 */
export async function isPlanInUse(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('movements')
    .select('id')
    .where('plan_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (row !== undefined) return true;
  // A sale or a held profile naming it (decision 042) keeps it too, even if the movement is gone:
  // their renewal reads the plan.
  for (const [table, column] of [
    ['combo_plans', 'plan_id'],
    ['sales', 'plan_id'],
    ['profiles', 'plan_id'],
  ] as const) {
    const used = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('used'))
      .where(column, '=', id)
      .limit(1)
      .executeTakeFirst();
    if (used !== undefined) return true;
  }
  return false;
}
