import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Mensajería y Avisos (docs/decisions/014). Frozen: imports only Kysely.
//
// message_templates gains the scope 'access' (the access information copied on assignment) and a
// service_id that follows its service: a deleted service takes its template with it. A CHECK
// cannot be changed in place on SQLite, so the table (unused until now) is rebuilt and its rows
// copied. notification_log records who told which client about which profiles, when and how;
// its profiles sit in notification_log_profiles so "the last entry about this profile" is one
// index range. Lists page newest first by id.

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema.alterTable('message_templates').renameTo('message_templates_old').execute();
  await db.schema
    .createTable('message_templates')
    .addColumn('id', idType, id)
    .addColumn('scope', 'text', notNull)
    .addColumn('scope_key', 'text', notNull)
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('cascade'))
    .addColumn('body', 'text', notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', timestamp, notNull)
    .addUniqueConstraint('message_templates_scope_key_uq', ['scope', 'scope_key'])
    .addCheckConstraint('message_templates_scope_ck', sql`scope in ('service', 'whatsapp', 'access')`)
    .addCheckConstraint('message_templates_service_ck', sql`(scope = 'service') = (service_id is not null)`)
    .execute();
  await sql`insert into message_templates (scope, scope_key, service_id, body, updated_by, updated_at)
    select o.scope, o.scope_key, null, o.body, o.updated_by, o.updated_at
    from message_templates_old o where o.scope = 'whatsapp'`.execute(db);
  await sql`insert into message_templates (scope, scope_key, service_id, body, updated_by, updated_at)
    select o.scope, o.scope_key, s.id, o.body, o.updated_by, o.updated_at
    from message_templates_old o join services s on cast(s.id as text) = o.scope_key
    where o.scope = 'service'`.execute(db);
  await db.schema.dropTable('message_templates_old').execute();
  await db.schema
    .createIndex('message_templates_service_id_idx')
    .on('message_templates')
    .column('service_id')
    .execute();

  await db.schema
    .createTable('notification_log')
    .addColumn('id', idType, id)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('type', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text')
    .addColumn('created_at', timestamp, notNull)
    .addCheckConstraint(
      'notification_log_type_ck',
      sql`type in ('expirado', 'renovaciones', 'cambio_contraseña', 'garantia')`,
    )
    .addCheckConstraint('notification_log_outcome_ck', sql`outcome in ('enviado', 'omitido')`)
    .execute();
  await db.schema
    .createIndex('notification_log_client_id_idx')
    .on('notification_log')
    .columns(['client_id', 'id'])
    .execute();

  await db.schema
    .createTable('notification_log_profiles')
    .addColumn('log_id', 'integer', (c) => c.notNull().references('notification_log.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('notification_log_profiles_pk', ['profile_id', 'log_id'])
    .execute();
  await db.schema
    .createIndex('notification_log_profiles_log_id_idx')
    .on('notification_log_profiles')
    .column('log_id')
    .execute();
}
