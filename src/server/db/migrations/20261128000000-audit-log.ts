import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';

// The audit trail (docs/decisions/023). Frozen: imports only Kysely.
//
// One row per change to an account, profile, client, service, movement, template or user: who
// (user_id and the name they had, kept when the user is deleted later), when (created_at, and the
// business date `day` so a period filter is a plain range), which entity (with the label it had,
// so the line still reads after the row is gone) and the changed fields as JSON, secrets masked.
// No foreign keys: the trail outlives what it describes. account_id and client_id scope the
// per-account and per-client histories; every list pages newest first by id.

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('day', date, notNull)
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('entity', 'text', notNull)
    .addColumn('entity_id', 'integer')
    .addColumn('entity_label', 'text')
    .addColumn('action', 'text', notNull)
    .addColumn('account_id', 'integer')
    .addColumn('client_id', 'integer')
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text')
    .execute();

  // Each filter of GET /api/audit and each history reads its rows in page order (id desc).
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('audit_log').columns(columns).execute();
  await index('audit_log_entity_idx', ['entity', 'entity_id', 'id']);
  await index('audit_log_account_idx', ['account_id', 'id']);
  await index('audit_log_client_idx', ['client_id', 'id']);
  await index('audit_log_user_idx', ['user_id', 'id']);
  await index('audit_log_day_idx', ['day', 'id']);
}
