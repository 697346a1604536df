import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { AppDatabase, DialectName } from './database';

/**
 * Where the migrations are: beside this file in the sources (src/server/db/migrations), and
 * beside the bundle once built (dist/server/migrations, written by scripts/build-server.mjs).
 */
export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** A migration file exports `up(db, dialect)`; its name is the file name, date-time first. */
interface MigrationModule {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

const isMigrationFile = (file: string) =>
  /^\d{14}-[a-z0-9-]+\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('.test.');

/** Every migration in the folder, found by name: adding one needs no list kept by hand. */
export function listMigrationFiles(dir = MIGRATIONS_DIR): string[] {
  return fs.readdirSync(dir).filter(isMigrationFile).sort();
}

function providerFor(dialect: DialectName, dir: string): MigrationProvider {
  return {
    async getMigrations() {
      const entries = await Promise.all(
        listMigrationFiles(dir).map(async (file): Promise<[string, Migration]> => {
          const module = (await import(pathToFileURL(path.join(dir, file)).href)) as MigrationModule;
          return [path.parse(file).name, { up: (db) => module.up(db, dialect) }];
        }),
      );
      return Object.fromEntries(entries);
    },
  };
}

// Migrations were once named by date alone; databases made then record the old names.
const RENAMED: Record<string, string> = {
  '2026-11-23-initial-schema': '20261123000000-initial-schema',
};

/**
 * Every name a database migrated by this code may record: the migration files, and the old names
 * they replace. A restore refuses a database that records any other (docs/decisions/022).
 */
export function knownMigrationNames(dir = MIGRATIONS_DIR): Set<string> {
  return new Set([...listMigrationFiles(dir).map((file) => path.parse(file).name), ...Object.keys(RENAMED)]);
}

async function renameLegacyMigrations(db: Kysely<unknown>, dialect: DialectName, schema?: string) {
  // On PostgreSQL only our own schema counts: the one named, else the connection's current one
  // (test files each have one; search_path may also come from the role or PGOPTIONS).
  const ours =
    schema ??
    (dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined);
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const recorded = tables.some((t) => t.name === 'kysely_migration' && t.schema === ours);
  if (!recorded) return;
  const table = ours ? sql.table(`${ours}.kysely_migration`) : sql.table('kysely_migration');
  for (const [from, to] of Object.entries(RENAMED)) {
    await sql`update ${table} set name = ${to} where name = ${from}`.execute(db);
  }
}

/**
 * Kysely refuses a pending migration whose name sorts before one already run, in English and
 * without saying what to do. Say it in Spanish, naming both, before anything runs
 * (docs/decisions/029: `npm run migration:new` names a new one after the last).
 */
async function refuseOutOfOrder(migrator: Migrator) {
  const migrations = await migrator.getMigrations();
  const lastRun = migrations.findLast((m) => m.executedAt !== undefined);
  const early = lastRun && migrations.find((m) => m.executedAt === undefined && m.name < lastRun.name);
  if (early) {
    throw new Error(
      `La migración ${early.name} lleva un nombre anterior a ${lastRun.name}, que esta base de datos ya ` +
        'aplicó. Créala con `npm run migration:new -- <nombre>` para que su nombre vaya después de la última.',
    );
  }
}

export async function migrateToLatest(
  { db, dialect, schema }: AppDatabase,
  dir = MIGRATIONS_DIR,
): Promise<void> {
  await renameLegacyMigrations(db as Kysely<unknown>, dialect, schema);
  const migrator = new Migrator({
    db,
    provider: providerFor(dialect, dir),
    // Kysely looks for its bookkeeping tables in any schema unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  await refuseOutOfOrder(migrator);
  // Kysely takes a lock (an advisory lock on PostgreSQL) so several instances can start at once.
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${String(error)}`);
  }
}
