import type { ColumnDataType, Kysely } from 'kysely';

// Credentials at rest (docs/decisions/017). Frozen: imports only Kysely.
//
// One row holds a known text sealed with the data key. The app opens it at start: a wrong key
// (or a missing key file for a database that already holds sealed values) stops the start with a
// clear message instead of failing on every request that reads a password. Sealing the existing
// clear-text passwords and PINs needs the key, so it happens at start after the migrations.

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const timestamp = (dialect === 'postgres' ? 'timestamptz' : 'text') as ColumnDataType;
  await db.schema
    .createTable('data_key_check')
    // Always 1: there is one data key per database.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('canary', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
}
