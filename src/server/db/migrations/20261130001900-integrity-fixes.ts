import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Revisión de datos (issue 26 item 4, docs/decisions/053). Frozen: imports only Kysely.
//
// - integrity_fixes: one applied fix of the review (its kind, how many changes it made, who and
//   when). Every audit line it wrote points back to it through audit_log.integrity_fix_id.
// - Two indexes for the scan's grouped queries: clients by phone (duplicated phones) and accounts
//   by username then service (same service and username; one username under two services).
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('integrity_fixes')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', notNull)
    .addColumn('changes_count', 'integer', notNull)
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', timestamp, notNull)
    .execute();

  await db.schema.alterTable('audit_log').addColumn('integrity_fix_id', 'integer').execute();
  await db.schema
    .createIndex('audit_log_integrity_fix_idx')
    .on('audit_log')
    .column('integrity_fix_id')
    .execute();
  await db.schema.createIndex('clients_phone_idx').on('clients').column('phone').execute();
  await db.schema
    .createIndex('accounts_username_service_idx')
    .on('accounts')
    .columns(['username', 'service_id'])
    .execute();
}
