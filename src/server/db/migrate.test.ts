import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database';
import { nextMigrationStamp } from '../../../scripts/new-migration.mjs';
import { listMigrationFiles, MIGRATIONS_DIR, migrateToLatest } from './migrate';

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-migrations-'));
});
afterAll(async () => {
  await database.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const recordedNames = async () =>
  (
    await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute()
  ).map((row) => (row as { name: string }).name);

describe('migrations', () => {
  it('are named with a date-time prefix and recorded under that name', async () => {
    const files = listMigrationFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(await recordedNames()).toEqual(files.map((file) => path.parse(file).name));
  });

  it('finds a new migration by its file alone and runs it once', async () => {
    for (const file of listMigrationFiles())
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    fs.writeFileSync(
      path.join(dir, '20991231235959-probe-table.ts'),
      `export async function up(db) { await db.schema.createTable('probe').addColumn('id', 'integer').execute(); }\n`,
    );
    await migrateToLatest(database, dir);
    await migrateToLatest(database, dir); // safe to run twice
    expect(await recordedNames()).toContain('20991231235959-probe-table');
    await sql`insert into probe (id) values (1)`.execute(database.db);
  });

  it('accepts a database that recorded the first migration under its old date-only name', async () => {
    await database.db
      .updateTable('kysely_migration' as never)
      .set({ name: '2026-11-23-initial-schema' } as never)
      .where('name' as never, '=', '20261123000000-initial-schema' as never)
      .execute();
    await migrateToLatest(database, dir); // the folder of the test above, probe included
    expect(await recordedNames()).toContain('20261123000000-initial-schema');
    expect(await recordedNames()).not.toContain('2026-11-23-initial-schema');
  });

  it('no two migrations share a date-time, so two branches that both added one cannot both land', () => {
    const stamps = listMigrationFiles().map((file) => file.slice(0, 14));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});

describe('a new migration', () => {
  // A database of its own, at the landed schema (the probe of the tests above is not in it).
  let shop: TestDatabase;
  let copy: string;
  beforeAll(async () => {
    shop = await createTestDatabase();
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-new-migration-'));
    for (const file of listMigrationFiles())
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(copy, file));
  });
  afterAll(async () => {
    await shop.destroy();
    fs.rmSync(copy, { recursive: true, force: true });
  });
  const shopNames = async () =>
    (await sql<{ name: string }>`select name from kysely_migration`.execute(shop.db)).rows.map((r) => r.name);

  it('made the way the how-to says sorts after every landed one, even when they run ahead of the clock', () => {
    const last = listMigrationFiles().at(-1)!.slice(0, 14);
    // A clock a year behind the last landed name: the new one still goes after it.
    expect(nextMigrationStamp(copy, new Date('2025-11-27T10:00:00Z'))).toBe(
      String(Number(last) + 1).padStart(14, '0'),
    );
    expect(nextMigrationStamp(copy, new Date('2099-01-02T03:04:05Z'))).toBe('20990102030405');
  });

  it('made with npm run migration:new runs when the app next starts', async () => {
    // The database already ran every landed migration, as a shop's does.
    const file = execFileSync(
      process.execPath,
      ['scripts/new-migration.mjs', 'create-probe-notes', '--dir', copy],
      {
        encoding: 'utf8',
      },
    ).trim();
    expect(path.basename(file) > listMigrationFiles().at(-1)!).toBe(true);
    const body = fs
      .readFileSync(file, 'utf8')
      .replace(
        'void db;',
        "await db.schema.createTable('probe_notes').addColumn('id', 'integer').execute();",
      );
    fs.writeFileSync(file, body);
    await migrateToLatest(shop, copy);
    expect(await shopNames()).toContain(path.basename(file, '.ts'));
    await sql`insert into probe_notes (id) values (1)`.execute(shop.db);
  });

  it('named before one the database already ran is refused in Spanish, and nothing runs', async () => {
    fs.writeFileSync(
      path.join(copy, '20261123000001-too-early.ts'),
      `export async function up(db) { await db.schema.createTable('too_early').addColumn('id', 'integer').execute(); }\n`,
    );
    await expect(migrateToLatest(shop, copy)).rejects.toThrow(
      /La migración 20261123000001-too-early lleva un nombre anterior a .*npm run migration:new/,
    );
    expect(await shopNames()).not.toContain('20261123000001-too-early');
    const tables = await shop.db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('too_early');
  });
});
