import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { AppDatabase } from './database';
import { initialSchema } from './migrations/2026-11-23-initial-schema';

// Migrations are named by date and only move forward; each is built for the dialect at hand.
const migrations = {
  '2026-11-23-initial-schema': initialSchema,
};

export async function migrateToLatest({ db, dialect, schema }: AppDatabase): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, build]) => [name, build(dialect) as Migration]),
      );
    },
  };
  // Kysely takes a lock (an advisory lock on PostgreSQL) so several instances can start at once.
  const { error, results } = await new Migrator({
    db,
    provider,
    // Kysely looks for its bookkeeping tables in any schema unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${String(error)}`);
  }
}
