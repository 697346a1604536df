import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/app-context';
import type { MovementsTable } from '../../src/server/db/schema';

export type MovementOverrides = Partial<Omit<Insertable<MovementsTable>, 'id'>>;

/** A movement row ready to insert: a venta of 15.000 today (UTC date) unless told. */
export function buildMovement(overrides: MovementOverrides = {}): Insertable<MovementsTable> {
  const stamp = new Date().toISOString();
  return {
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
