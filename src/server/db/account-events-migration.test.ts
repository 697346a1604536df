import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED } from '#shared/domain/audit';
import { auditRows } from '#tests/setup/audit-rows';
import { databaseBefore, type DatabaseBeforeMigration } from '#tests/setup/migration-database';
import type { TestDatabase } from '#tests/setup/test-database';

// Migration 20261128000100 folds the per-account history (account_events) into the audit trail:
// a database at the schema before it, with the history a shop had, migrated to the end.
const MIGRATION = '20261128000100-account-events-into-audit';

let before: DatabaseBeforeMigration;
let database: TestDatabase;
const db = () => database.db;
const ids: Record<string, number> = {};

const insert = async (query: ReturnType<typeof sql<{ id: number }>>) =>
  (await query.execute(db())).rows[0]!.id;

beforeAll(async () => {
  before = await databaseBefore(MIGRATION);
  database = before.database;
  const now = '2026-11-01T12:00:00.000Z';
  ids.user =
    await insert(sql`insert into users (username, username_key, password_hash, full_name, role, created_at, updated_at)
    values ('laura', 'laura', 'x', 'Laura Gómez', 'user', ${now}, ${now}) returning id`);
  ids.service =
    await insert(sql`insert into services (name, name_key, price, max_profiles, created_at, updated_at)
    values ('Netflix', 'netflix', 18000, 4, ${now}, ${now}) returning id`);
  ids.ana = await insert(sql`insert into clients (name, name_key, type, created_at, updated_at)
    values ('Ana Ruiz', 'ana ruiz', 'cliente', ${now}, ${now}) returning id`);
  ids.account =
    await insert(sql`insert into accounts (service_id, username, password, search_key, created_at, updated_at)
    values (${ids.service}, 'familia@correo.co', 'x', 'familia@correo.co', ${now}, ${now}) returning id`);
  ids.sala =
    await insert(sql`insert into profiles (account_id, position, name, status, client_id, expiry_date, created_at, updated_at)
    values (${ids.account}, 0, 'Sala', 'ocupado', ${ids.ana}, '2026-12-31', ${now}, ${now}) returning id`);
  const event = (
    type: string,
    values: {
      profile?: number | null;
      profileName?: string | null;
      client?: string | null;
      previous?: string | null;
      next?: string | null;
      days?: number | null;
      amount?: number | null;
      reason?: string | null;
      at: string;
      user?: number | null;
    },
  ) =>
    sql`insert into account_events (account_id, type, profile_id, profile_name, client_name, previous_expiry,
      new_expiry, days, amount, reason, user_id, user_name, created_at)
      values (${ids.account}, ${type}, ${values.profile ?? null}, ${values.profileName ?? null},
        ${values.client ?? null}, ${values.previous ?? null}, ${values.next ?? null}, ${values.days ?? null},
        ${values.amount ?? null}, ${values.reason ?? null}, ${values.user === undefined ? ids.user : values.user},
        'Laura Gómez', ${values.at})`.execute(db());
  // Oldest first, as the app wrote them. 03:30 UTC on the 2nd is still the 1st in Bogotá.
  const sala = { profile: ids.sala, profileName: 'Sala' };
  await event('assignment', {
    ...sala,
    client: 'Ana Ruiz',
    next: '2026-12-01',
    amount: 18000,
    at: '2026-11-02T03:30:00.000Z',
  });
  await event('renewal', {
    ...sala,
    client: 'Ana Ruiz',
    previous: '2026-12-01',
    next: '2026-12-31',
    days: 30,
    amount: 18000,
    at: '2026-11-10T15:00:00.000Z',
  });
  await event('compensation', {
    ...sala,
    client: 'Ana Ruiz',
    previous: '2026-12-31',
    next: '2027-01-03',
    days: 3,
    reason: 'Caída del servicio',
    at: '2026-11-11T15:00:00.000Z',
  });
  // A profile since deleted (profile_id set null by then) and a release of someone else.
  await event('release', {
    profile: null,
    profileName: 'Cuarto',
    client: 'Beto',
    previous: '2026-11-05',
    at: '2026-11-12T15:00:00.000Z',
  });
  await event('password_change', { at: '2026-11-13T15:00:00.000Z', user: null });
  await before.migrate();
});

afterAll(async () => {
  await before?.destroy();
});

describe('migration 20261128000100: account_events into audit_log', () => {
  it('copies every event, oldest first, with its changes, note, who, when and business day', async () => {
    const rows = (await auditRows(database)).reverse();
    const base = { account_id: ids.account, user_name: 'Laura Gómez' };
    const salaLabel = 'Sala · Netflix · familia@correo.co';
    expect(
      // incident_id and integrity_fix_id came later (migrations 20261130001600, …1900): none of
      // these rows has one.
      rows.map(({ id: _id, created_at, incident_id: _incident, integrity_fix_id: _fix, ...row }) => ({
        ...row,
        at: new Date(created_at).toISOString(),
      })),
    ).toEqual([
      {
        ...base,
        at: '2026-11-02T03:30:00.000Z',
        day: '2026-11-01',
        user_id: ids.user,
        entity: 'profile',
        entity_id: ids.sala,
        entity_label: salaLabel,
        action: 'assignment',
        client_id: ids.ana,
        changes: [
          { field: 'client', before: null, after: 'Ana Ruiz' },
          { field: 'expiry_date', before: null, after: '2026-12-01' },
          { field: 'amount', before: null, after: 18000 },
        ],
        note: null,
      },
      {
        ...base,
        at: '2026-11-10T15:00:00.000Z',
        day: '2026-11-10',
        user_id: ids.user,
        entity: 'profile',
        entity_id: ids.sala,
        entity_label: salaLabel,
        action: 'renewal',
        client_id: ids.ana,
        changes: [
          { field: 'expiry_date', before: '2026-12-01', after: '2026-12-31' },
          { field: 'amount', before: null, after: 18000 },
          { field: 'days', before: null, after: 30 },
        ],
        note: null,
      },
      {
        ...base,
        at: '2026-11-11T15:00:00.000Z',
        day: '2026-11-11',
        user_id: ids.user,
        entity: 'profile',
        entity_id: ids.sala,
        entity_label: salaLabel,
        action: 'compensation',
        client_id: ids.ana,
        changes: [
          { field: 'expiry_date', before: '2026-12-31', after: '2027-01-03' },
          { field: 'days', before: null, after: 3 },
        ],
        note: 'Caída del servicio',
      },
      {
        ...base,
        at: '2026-11-12T15:00:00.000Z',
        day: '2026-11-12',
        user_id: ids.user,
        entity: 'profile',
        entity_id: null,
        entity_label: 'Cuarto · Netflix · familia@correo.co',
        action: 'release',
        client_id: null,
        changes: [
          { field: 'client', before: 'Beto', after: null },
          { field: 'expiry_date', before: '2026-11-05', after: null },
        ],
        note: null,
      },
      {
        ...base,
        at: '2026-11-13T15:00:00.000Z',
        day: '2026-11-13',
        user_id: null,
        entity: 'account',
        entity_id: ids.account,
        entity_label: 'Netflix · familia@correo.co',
        action: 'password_change',
        client_id: null,
        changes: [{ field: 'password', before: MASKED, after: MASKED }],
        note: null,
      },
    ]);
  });

  it('drops account_events and indexes the trail by action for the latest assignments', async () => {
    const tables = await db().introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('account_events');
    const indexNames =
      database.dialect === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'audit_log'`.execute(db())
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'audit_log'`.execute(db())
          ).rows;
    expect(indexNames.map((i) => i.name)).toContain('audit_log_action_idx');
  });
});
