import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listMigrationFiles, MIGRATIONS_DIR, migrateToLatest } from '../../src/server/db/migrate';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface DatabaseBeforeMigration {
  database: TestDatabase;
  /** Runs `migration` and every one after it, as the shop's next start would. */
  migrate(): Promise<void>;
  destroy(): Promise<void>;
}

/** A test database at the schema just before `migration`: a shop that has not run it yet. */
export async function databaseBefore(migration: string): Promise<DatabaseBeforeMigration> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-migration-'));
  for (const file of listMigrationFiles().filter((f) => f < migration))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  const database = await createTestDatabase(dir);
  return {
    database,
    migrate: () => migrateToLatest(database, MIGRATIONS_DIR),
    async destroy() {
      await database.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
