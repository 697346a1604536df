import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTotalsMatchMovements } from '#tests/setup/movement-sums';
import { databaseBefore, type DatabaseBeforeMigration } from '#tests/setup/migration-database';
import type { TestDatabase } from '#tests/setup/test-database';

// Migration 20261129000000 adds up the movements a shop already has into the kept sums, then
// leaves the triggers to follow every later write: a database at the schema before it, with a
// year of movements (one of a client and a service deleted since), migrated to the end.
const MIGRATION = '20261129000000-movement-totals';

let before: DatabaseBeforeMigration;
let database: TestDatabase;

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  database = before.database;
  const now = '2026-11-01T12:00:00.000Z';
  const { db } = database;
  const service = (
    await sql<{
      id: number;
    }>`insert into services (name, name_key, price, max_profiles, created_at, updated_at)
      values ('Netflix', 'netflix', 18000, 4, ${now}, ${now}) returning id`.execute(db)
  ).rows[0]!.id;
  const client = (
    await sql<{ id: number }>`insert into clients (name, name_key, type, created_at, updated_at)
      values ('Ana Ruiz', 'ana ruiz', 'cliente', ${now}, ${now}) returning id`.execute(db)
  ).rows[0]!.id;
  const types = ['venta', 'renovacion', 'cancelacion'];
  for (let i = 0; i < 60; i++) {
    const date = `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
    await sql`insert into movements (date, type, amount, client_id, client_name, service_id, service_name,
        created_at, updated_at)
      values (${date}, ${types[i % 3]}, ${1000 * (i % 7)}, ${i % 4 ? client : null}, ${i % 5 ? 'Ana Ruiz' : null},
        ${i % 3 ? service : null}, ${i % 2 ? 'Netflix' : 'Max'}, ${now}, ${now})`.execute(db);
  }
  await before.migrate();
});

afterAll(async () => {
  await before?.destroy();
});

describe('migration 20261129000000: movement totals', () => {
  it('adds up every movement already recorded, for every period and type', async () => {
    expect(
      Number(
        (
          await database.db
            .selectFrom('movement_client_totals')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
    await expectTotalsMatchMovements(database.db);
  });

  it('follows the writes made after it', async () => {
    await database.db.deleteFrom('movements').where('type', '=', 'cancelacion').execute();
    await database.db.deleteFrom('clients').execute();
    await expectTotalsMatchMovements(database.db);
  });
});
