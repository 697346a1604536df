import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../app-context';
import type { CombosTable } from '../../db/schema';

// Combos and their plans (docs/decisions/044): a few rows, always read whole.

export const listComboRows = (db: Db) =>
  db.selectFrom('combos').selectAll().orderBy('active', 'desc').orderBy('name').orderBy('id').execute();

export const findComboRow = (db: Db, id: number) =>
  db.selectFrom('combos').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The combo row, locked on PostgreSQL until the transaction ends: `share` for a sale of it,
 * `update` for an edit or a delete, so a delete waits for a sale and then sees the combo sold.
 */
export function lockComboRow(db: Db, dialect: 'sqlite' | 'postgres', id: number, mode: 'share' | 'update') {
  const query = db.selectFrom('combos').selectAll().where('id', '=', id);
  if (dialect !== 'postgres') return query.executeTakeFirst();
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

/** The plans of these combos with their services, in each combo's order. */
export const comboPlanRows = (db: Db, comboIds: number[]) =>
  comboIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('combo_plans as cp')
        .innerJoin('service_plans as p', 'p.id', 'cp.plan_id')
        .innerJoin('services as s', 's.id', 'p.service_id')
        .select([
          'cp.combo_id',
          'cp.plan_id',
          'p.name as plan_name',
          'p.service_id',
          's.name as service_name',
          'p.price',
          'p.active',
        ])
        .where('cp.combo_id', 'in', comboIds)
        .orderBy('cp.combo_id')
        .orderBy('cp.position')
        .execute();

export const insertCombo = (db: Db, row: Insertable<CombosTable>) =>
  db.insertInto('combos').values(row).returning('id').executeTakeFirstOrThrow();

export const updateCombo = (db: Db, id: number, changes: Updateable<CombosTable>) =>
  db.updateTable('combos').set(changes).where('id', '=', id).execute();

export async function setComboPlans(db: Db, comboId: number, planIds: number[]) {
  await db.deleteFrom('combo_plans').where('combo_id', '=', comboId).execute();
  await db
    .insertInto('combo_plans')
    .values(planIds.map((plan_id, position) => ({ combo_id: comboId, plan_id, position })))
    .execute();
}

export const deleteCombo = (db: Db, id: number) => db.deleteFrom('combos').where('id', '=', id).execute();

/** Whether some sale sold the combo (sales_combo_idx): then it is deactivated, not deleted. */
export async function isComboSold(db: Db, id: number): Promise<boolean> {
  // A sale, or a movement (the sales by combo count it, docs/decisions/047), naming it.
  for (const table of ['sales', 'movements'] as const) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('combo_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) return true;
  }
  return false;
}
