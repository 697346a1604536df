import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/app-context';
import type { MovementsTable } from '../../src/server/db/schema';

export type MovementOverrides = Partial<Omit<Insertable<MovementsTable>, 'id'>>;

/**
 * A movement row ready to insert: a venta of 15.000 today (UTC date) unless told. A sale is paid
 * on the spot unless told (docs/decisions/036): paid_amount and paid_at_sale are its amount.
 */
export function buildMovement(overrides: MovementOverrides = {}): Insertable<MovementsTable> {
  const stamp = new Date().toISOString();
  const type = overrides.type ?? 'venta';
  const amount = overrides.amount ?? 15000;
  const paidOnTheSpot = type !== 'cancelacion' && (overrides.payment_status ?? 'pagado') === 'pagado';
  return {
    // Every column, so rows of one multi-row insert share them (SQLite has no DEFAULT there).
    payment_status: 'pagado',
    due_date: null,
    cancels_movement_id: null,
    plan_id: null,
    paid_amount: paidOnTheSpot ? amount : 0,
    paid_at_sale: paidOnTheSpot ? amount : 0,
    date: stamp.slice(0, 10),
    type: 'venta',
    amount: 15000,
    client_id: null,
    client_name: null,
    service_id: null,
    service_name: null,
    profile_id: null,
    description: null,
    created_by: null,
    created_by_name: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export const insertMovement = (db: Db, overrides: MovementOverrides = {}) =>
  db.insertInto('movements').values(buildMovement(overrides)).returningAll().executeTakeFirstOrThrow();

/** Many movements in one statement per 500 rows (the index tests and the demo seed). */
export async function insertMovements(db: Db, rows: MovementOverrides[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('movements')
      .values(rows.slice(i, i + 500).map((row) => buildMovement(row)))
      .execute();
  }
}
