import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import { insertUser } from '#tests/factories/user.factory';
import { databaseBefore, type DatabaseBeforeMigration } from '#tests/setup/migration-database';
import { expectTotalsMatchTerms } from '#tests/setup/renewal-sums';
import type { TestDatabase } from '#tests/setup/test-database';

// Migration 20261130000803 rebuilds each profile's terms from the audit trail, the renovación
// movements and the notification log a shop already has: a database at the schema before it, with
// two months of one shop's history, migrated to the end.
const MIGRATION = '20261130000803-renewal-outcomes';

let before: DatabaseBeforeMigration;
let database: TestDatabase;
const ids = { p1: 0, p2: 0, p3: 0, user: 0, service: 0, client: 0, movement: 0, log: 0 };

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  database = before.database;
  const { db } = database;
  const service = await insertService(db, { name: 'Netflix', price: 15000 });
  const ana = await insertClient(db, { name: 'Ana Ruiz', phone: '+573001234567' });
  const user = await insertUser(db, { full_name: 'Laura Gómez' });
  const account = await insertAccount(db, service.id, {}, [
    { status: 'ocupado', client_id: ana.id, expiry_date: '2026-12-20' },
    { status: 'ocupado', client_id: ana.id, expiry_date: '2026-10-05' },
    { status: 'libre' },
  ]);
  const [p1, p2, p3] = (
    await db
      .selectFrom('profiles')
      .select('id')
      .where('account_id', '=', account.id)
      .orderBy('position')
      .execute()
  ).map((p) => p.id) as [number, number, number];
  Object.assign(ids, { p1, p2, p3, user: user.id, service: service.id, client: ana.id });

  const audit = (
    profileId: number,
    action: string,
    day: string,
    changes: { field: string; before: unknown; after: unknown }[],
  ) =>
    db
      .insertInto('audit_log')
      .values({
        created_at: `${day}T15:00:00.000Z`,
        day,
        user_id: user.id,
        user_name: 'Laura Gómez',
        entity: 'profile',
        entity_id: profileId,
        entity_label: 'Perfil',
        action: action as 'renewal',
        account_id: account.id,
        client_id: ana.id,
        changes: JSON.stringify(changes),
        note: null,
      })
      .execute();
  const expiry = (before: string | null, after: string | null) => ({ field: 'expiry_date', before, after });
  const amount = { field: 'amount', before: null, after: 15000 };
  await audit(p1, 'assignment', '2026-09-20', [expiry(null, '2026-10-20'), amount]);
  await audit(p2, 'assignment', '2026-09-05', [expiry(null, '2026-10-05'), amount]);
  await audit(p3, 'assignment', '2026-09-01', [expiry(null, '2026-10-01'), amount]);
  await audit(p3, 'release', '2026-09-10', [expiry('2026-10-01', null)]);
  await audit(p1, 'renewal', '2026-10-18', [expiry('2026-10-20', '2026-11-19'), amount]);
  await audit(p1, 'renewal', '2026-11-25', [expiry('2026-11-19', '2026-12-20'), amount]);
  const stamp = '2026-10-18T15:00:00.000Z';
  const movement = await db
    .insertInto('movements')
    .values({
      date: '2026-10-18',
      type: 'renovacion',
      amount: 15000,
      client_id: ana.id,
      client_name: 'Ana Ruiz',
      service_id: service.id,
      service_name: 'Netflix',
      profile_id: p1,
      description: 'Renovación',
      created_by: user.id,
      created_by_name: 'Laura Gómez',
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.movement = movement.id;
  const log = async (outcome: 'enviado' | 'omitido', at: string, profileId: number) => {
    const { id } = await db
      .insertInto('notification_log')
      .values({
        client_id: ana.id,
        type: 'renovaciones',
        outcome,
        user_id: user.id,
        user_name: 'Laura Gómez',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('notification_log_profiles').values({ log_id: id, profile_id: profileId }).execute();
    return id;
  };
  ids.log = await log('enviado', '2026-10-15T15:00:00.000Z', p1);
  await log('omitido', '2026-10-03T15:00:00.000Z', p2);
  await before.migrate();
});

afterAll(async () => {
  await before?.destroy();
});

describe('migration 20261130000803: renewal outcomes', () => {
  it('rebuilds each profile term from the audit trail, movements and reminders', async () => {
    const terms = await database.db
      .selectFrom('renewal_outcomes')
      .selectAll()
      .orderBy('profile_id')
      .orderBy('id')
      .execute();
    const shape = terms.map((t) => ({
      profile: t.profile_id,
      due: t.due_date,
      renewed: t.renewed_at !== null,
      movement: t.renewed_movement_id,
      amount: Number(t.amount),
      price: Number(t.price),
      reminded: t.reminded_log_id,
      worked: t.reminder_worked,
      by: t.reminded_by ?? t.renewed_by,
    }));
    const base = {
      renewed: false,
      movement: null,
      amount: 0,
      price: 15000,
      reminded: null,
      worked: 0,
      by: null,
    };
    expect(shape).toEqual([
      {
        ...base,
        profile: ids.p1,
        due: '2026-10-20',
        renewed: true,
        movement: ids.movement,
        amount: 15000,
        reminded: ids.log,
        worked: 1,
        by: ids.user,
      },
      // Renewed late, by hand in the trail, with no movement of that day left to link.
      { ...base, profile: ids.p1, due: '2026-11-19', renewed: true, amount: 15000, by: ids.user },
      { ...base, profile: ids.p1, due: '2026-12-20' },
      // Due and never renewed (an omitido reminder is no reminder).
      { ...base, profile: ids.p2, due: '2026-10-05' },
    ]);
  });

  it('adds the terms up into the kept totals', async () => {
    await expectTotalsMatchTerms(database.db);
  });
});
