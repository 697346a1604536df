import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../src/server/db/database';
import { listMigrationFiles, MIGRATIONS_DIR, migrateToLatest } from '../../src/server/db/migrate';
import { unlockCredentials } from '../../src/server/modules/credentials/credential-unlock.service';

/** The data key of every test database (a fixed one, so a failing test can be read back). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestDatabase extends AppDatabase {
  /** Closes the connections and removes the file or schema. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or (TEST_DB=postgres)
 * a schema of its own inside TEST_DATABASE_URL, so files can run in parallel without sharing rows.
 * Unlocked with TEST_DATA_KEY as the server unlocks its own at start, so passwords and PINs are
 * stored sealed in tests too. `migrationsDir` (default: the app's) lets a migration test start
 * from the schema before its migration.
 */
export async function createTestDatabase(migrationsDir?: string): Promise<TestDatabase> {
  const database = await (process.env.TEST_DB === 'postgres'
    ? createPostgresTestDatabase(migrationsDir)
    : createSqliteTestDatabase(migrationsDir));
  await unlockCredentials(database, {
    dataKey: TEST_DATA_KEY,
    keyFile: path.join(os.tmpdir(), 'unused.key'),
  });
  return database;
}

// SQLite files live in memory-backed /dev/shm when there is one: the app's pragmas stay as they
// are (WAL, synchronous=FULL), but each commit's fsync costs nothing, where on this machine's disk
// it was half of every SQLite test's time (docs/decisions/028).
const SQLITE_DIR = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

// The app's migrations, run once per test worker into a template file that every test file then
// copies: a copy takes a millisecond where migrating takes a few hundred. Keyed by the migration
// files and their times, so a worker kept alive in watch mode notices an edited migration.
const templates = new Map<string, Promise<string>>();

function migratedTemplate(): Promise<string> {
  const key = listMigrationFiles()
    .map((file) => `${file}@${fs.statSync(path.join(MIGRATIONS_DIR, file)).mtimeMs}`)
    .join('|');
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const dir = fs.mkdtempSync(path.join(SQLITE_DIR, 'cc-template-'));
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, 'template.db');
      const database = createDatabase(`file:${file}`);
      await migrateToLatest(database);
      // Closing the last connection checkpoints the WAL into the file, so the file alone is whole.
      await database.close();
      return file;
    })();
    templates.set(key, template);
  }
  return template;
}

async function createSqliteTestDatabase(migrationsDir?: string): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(SQLITE_DIR, 'cc-test-'));
  const file = path.join(dir, 'test.db');
  if (!migrationsDir) fs.copyFileSync(await migratedTemplate(), file);
  const database = createDatabase(`file:${file}`);
  if (migrationsDir) await migrateToLatest(database, migrationsDir);
  return {
    ...database,
    async destroy() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(migrationsDir?: string): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = createDatabase(url, { searchPath: schema, maxConnections: 4 });
  await migrateToLatest(database, migrationsDir);
  return {
    ...database,
    async destroy() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
