import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsMatchMovements } from '#tests/setup/movement-sums';
import { databaseBefore, type DatabaseBeforeMigration } from '#tests/setup/migration-database';
import type { TestDatabase } from '#tests/setup/test-database';

// Migration 20261130001400 (docs/decisions/047) names the combo of the combo movements a shop
// already has (a combo sale's venta, a cancelación of it), adds them up into
// movement_combo_totals, and leaves the triggers to follow every later write. The renovación's
// backfill reads renewal terms: combo-stats.test.ts runs it over sales made through the API.
const MIGRATION = '20261130001400-movement-combo-totals';

let before: DatabaseBeforeMigration;
let database: TestDatabase;
const ids: Record<string, number> = {};

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  database = before.database;
  const now = '2026-11-01T12:00:00.000Z';
  const { db } = database;
  const combo = async (name: string) =>
    (
      await sql<{
        id: number;
      }>`insert into combos (name, price, reseller_price, active, created_at, updated_at)
        values (${name}, 25000, 20000, 1, ${now}, ${now}) returning id`.execute(db)
    ).rows[0]!.id;
  ids.comboA = await combo('Netflix + Disney+ del mes');
  ids.comboB = await combo('Spotify + YouTube del mes');
  const client = (
    await sql<{ id: number }>`insert into clients (name, name_key, type, created_at, updated_at)
      values ('Ana Ruiz', 'ana ruiz', 'cliente', ${now}, ${now}) returning id`.execute(db)
  ).rows[0]!.id;
  const movement = async (date: string, type: string, amount: number, name: string, cancels?: number) =>
    (
      await sql<{ id: number }>`insert into movements (date, type, amount, client_id, client_name,
          service_id, service_name, cancels_movement_id, created_at, updated_at)
        values (${date}, ${type}, ${amount}, ${client}, 'Ana Ruiz', null, ${name}, ${cancels ?? null},
          ${now}, ${now}) returning id`.execute(db)
    ).rows[0]!.id;
  const sale = (comboId: number, movementId: number) =>
    sql`insert into sales (client_id, client_name, kind, plan_id, plan_name, account_id, price,
        movement_id, note, created_by, combo_id, created_at, updated_at)
      values (${client}, 'Ana Ruiz', 'combo', null, 'Combo', null, 25000, ${movementId}, null, null,
        ${comboId}, ${now}, ${now})`.execute(db);
  ids.ventaA = await movement('2026-10-05', 'venta', 25000, 'Combo Netflix + Disney+ del mes');
  await sale(ids.comboA, ids.ventaA);
  ids.ventaB = await movement('2026-11-02', 'venta', 30000, 'Combo Spotify + YouTube del mes');
  await sale(ids.comboB, ids.ventaB);
  ids.cancelA = await movement('2026-11-03', 'cancelacion', 25000, 'Combo', ids.ventaA);
  ids.plain = await movement('2026-11-04', 'venta', 5000, 'Netflix');
  ids.cancelPlain = await movement('2026-11-05', 'cancelacion', 5000, 'Netflix', ids.plain);
  await before.migrate();
});

afterAll(async () => {
  await before?.destroy();
});

const comboOf = async (id: number) =>
  (
    await database.db
      .selectFrom('movements')
      .select('combo_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).combo_id;

describe('migration 20261130001400: sales by combo', () => {
  it("names each combo sale's combo, and its cancelación's, and adds them up", async () => {
    expect(await comboOf(ids.ventaA!)).toBe(ids.comboA);
    expect(await comboOf(ids.ventaB!)).toBe(ids.comboB);
    expect(await comboOf(ids.cancelA!)).toBe(ids.comboA);
    expect(await comboOf(ids.plain!)).toBeNull();
    expect(await comboOf(ids.cancelPlain!)).toBeNull();
    const rows = await database.db
      .selectFrom('movement_combo_totals')
      .select(['period', 'type', 'combo_id', 'movements', 'amount'])
      .where('period', '=', '2026-11')
      .orderBy('combo_id')
      .orderBy('type')
      .execute();
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([
      { period: '2026-11', type: 'cancelacion', combo_id: ids.comboA, movements: 1, amount: 25000 },
      { period: '2026-11', type: 'venta', combo_id: ids.comboB, movements: 1, amount: 30000 },
    ]);
    await expectTotalsMatchMovements(database.db);
  });

  it('follows the writes made after it, and a deleted combo leaves its movements', async () => {
    await database.db.updateTable('movements').set({ amount: 31000 }).where('id', '=', ids.ventaB!).execute();
    await database.db.deleteFrom('movements').where('id', '=', ids.cancelA!).execute();
    await expectTotalsMatchMovements(database.db);
    await database.db.deleteFrom('sales').execute();
    await database.db.deleteFrom('combos').where('id', '=', ids.comboA!).execute();
    expect(await comboOf(ids.ventaA!)).toBeNull();
    await expectTotalsMatchMovements(database.db);
  });
});
