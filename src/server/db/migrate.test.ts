import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database';
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
});
