import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertService } from '#tests/factories/catalog.factory';
import { databaseBefore, type DatabaseBeforeMigration } from '#tests/setup/migration-database';

// Migration 20261130000900 gives each service a shop already has its "1 mes" plan: 30 days at its
// current price, the reseller price 80 % of it (docs/decisions/039).
const MIGRATION = '20261130000900-service-plans';

let before: DatabaseBeforeMigration;
const ids = { netflix: 0, disney: 0 };

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  const { db } = before.database;
  ids.netflix = (await insertService(db, { name: 'Netflix', price: 18000 })).id;
  ids.disney = (await insertService(db, { name: 'Disney+', price: 12345 })).id;
  await before.migrate();
});

afterAll(() => before?.destroy());

describe('the service plans migration', () => {
  it('gives each existing service a "1 mes" plan of 30 days at its price', async () => {
    const rows = await before.database.db
      .selectFrom('service_plans')
      .select([
        'service_id',
        'name',
        'duration_days',
        'duration_months',
        'price',
        'reseller_price',
        'kind',
        'active',
        'position',
      ])
      .orderBy('service_id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, price: Number(r.price), reseller_price: Number(r.reseller_price) })),
    ).toEqual([
      {
        service_id: ids.netflix,
        name: '1 mes',
        duration_days: 30,
        duration_months: null,
        price: 18000,
        reseller_price: 14400,
        kind: 'perfil',
        active: 1,
        position: 0,
      },
      {
        service_id: ids.disney,
        name: '1 mes',
        duration_days: 30,
        duration_months: null,
        price: 12345,
        reseller_price: 9876,
        kind: 'perfil',
        active: 1,
        position: 0,
      },
    ]);
  });

  it('adds a movement column for the plan, empty on the movements already recorded, and checks the durations', async () => {
    const { db } = before.database;
    const stamp = new Date().toISOString();
    const plan = {
      kind: 'perfil' as const,
      service_id: ids.netflix,
      name: 'x',
      price: 1,
      reseller_price: 1,
      created_at: stamp,
      updated_at: stamp,
    };
    await expect(
      db
        .insertInto('service_plans')
        .values({ ...plan, duration_days: 30, duration_months: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('service_plans')
        .values({ ...plan, duration_days: null, duration_months: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('service_plans')
        .values({ ...plan, duration_days: 367, duration_months: null })
        .execute(),
    ).rejects.toThrow();
    await expect(db.selectFrom('movements').select('plan_id').execute()).resolves.toEqual([]);
  });
});
