import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type AppDatabase } from '../../src/server/db/database';
import { listMigrationFiles, MIGRATIONS_DIR, migrateToLatest } from '../../src/server/db/migrate';
import { CredentialCipher } from '../../src/server/lib/credential-cipher';
import { useCredentialCipher } from '../../src/server/lib/credentials';
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
  // The server unlocks only after migrating to the latest schema, where every sealed column
  // exists; a database stopped before some migration (a migration test) may lack a table the
  // unlock walks (webhooks.secret), so it gets the same key installed without the walk.
  if (migrationsDir !== undefined) {
    useCredentialCipher(new CredentialCipher(Buffer.from(TEST_DATA_KEY, 'base64')));
    return database;
  }
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

/** The migration files and their times: a template made from other ones is out of date. */
export const migrationsKey = () =>
  listMigrationFiles()
    .map((file) => `${file}@${fs.statSync(path.join(MIGRATIONS_DIR, file)).mtimeMs}`)
    .join('|');

/** A new SQLite file with the app's migrations run, closed (so the file alone is whole). */
export async function buildSqliteTemplate(): Promise<{ dir: string; file: string }> {
  const dir = fs.mkdtempSync(path.join(SQLITE_DIR, 'cc-template-'));
  const file = path.join(dir, 'template.db');
  const database = createDatabase(`file:${file}`);
  await migrateToLatest(database);
  // Closing the last connection checkpoints the WAL into the file.
  await database.close();
  return { dir, file };
}

// The app's migrations, run once per `vitest run` into a template file (tests/setup/global-setup.ts)
// that every test file copies: a copy takes a millisecond where migrating takes a few hundred.
// A migration edited since (watch mode), or a run without the global set-up, gets a template of
// this worker's own, removed when the worker ends.
let workerTemplate: { key: string; file: Promise<string> } | undefined;

function migratedTemplate(): Promise<string> {
  const key = migrationsKey();
  const shared = process.env.TEST_SQLITE_TEMPLATE;
  if (shared && process.env.TEST_SQLITE_TEMPLATE_KEY === key) return Promise.resolve(shared);
  if (workerTemplate?.key !== key) {
    const file = buildSqliteTemplate().then(({ dir, file }) => {
      process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      return file;
    });
    workerTemplate = { key, file };
  }
  return workerTemplate.file;
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
