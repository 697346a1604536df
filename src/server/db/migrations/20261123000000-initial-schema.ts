import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Every table of spec section 3, plus sessions and login throttling, on both databases.
// A migration is frozen in time: it imports nothing of the app, only Kysely (docs/decisions/003).

// The few column types that differ between the two databases; everything else is shared.
function columnTypes(dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  return {
    id: (pg ? 'serial' : 'integer') as ColumnDataType,
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    date: (pg ? 'date' : 'text') as ColumnDataType,
    blob: (pg ? 'bytea' : 'blob') as ColumnDataType,
  };
}

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const t = columnTypes(dialect);
  // SQLite's AUTOINCREMENT keeps ids of deleted rows from being handed out again, as serial does.
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('users')
    .addColumn('id', t.id, id)
    .addColumn('username', 'text', notNull)
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('full_name', 'text')
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('expiry_date', t.date)
    .addColumn('last_login', t.timestamp)
    .addColumn('profile_image', 'text')
    .addColumn('can_access_tienda', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_access_movimientos', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_access_dashboard', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .addCheckConstraint('users_role_check', sql`role in ('admin', 'user')`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('last_seen_at', t.timestamp, notNull)
    .addColumn('expires_at', t.timestamp, notNull)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('window_started_at', t.timestamp, notNull)
    .addColumn('blocked_until', t.timestamp)
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', t.id, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', notNull)
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text')
    .addColumn('sender_username', 'text')
    .addColumn('created_at', t.timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', t.id, id)
    .addColumn('name', 'text', notNull)
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text')
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_profiles', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image', 'text')
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .addCheckConstraint('services_price_check', sql`price >= 0`)
    .addCheckConstraint('services_max_profiles_check', sql`max_profiles >= 1`)
    .execute();

  await db.schema
    .createTable('clients')
    .addColumn('id', t.id, id)
    .addColumn('name', 'text', notNull)
    .addColumn('name_key', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('cliente'))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .addCheckConstraint('clients_type_check', sql`type in ('cliente', 'revendedor')`)
    .execute();
  await db.schema.createIndex('clients_name_key_idx').on('clients').column('name_key').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', t.id, id)
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('restrict'))
    .addColumn('username', 'text', notNull)
    .addColumn('password', 'text', notNull)
    .addColumn('observation', 'text')
    .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .execute();
  await db.schema.createIndex('accounts_service_id_idx').on('accounts').column('service_id').execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', t.id, id)
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('libre'))
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('pin', 'text')
    .addColumn('expiry_date', t.date)
    .addColumn('color', 'text')
    .addColumn('observations', 'text')
    .addColumn('custom_price', 'integer')
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .addCheckConstraint('profiles_status_check', sql`status in ('libre', 'ocupado', 'expirado')`)
    .execute();
  await db.schema.createIndex('profiles_account_id_idx').on('profiles').column('account_id').execute();
  await db.schema.createIndex('profiles_client_id_idx').on('profiles').column('client_id').execute();
  await db.schema
    .createIndex('profiles_status_expiry_idx')
    .on('profiles')
    .columns(['status', 'expiry_date'])
    .execute();

  await db.schema
    .createTable('movements')
    .addColumn('id', t.id, id)
    .addColumn('date', t.date, notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('client_name', 'text')
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('service_name', 'text')
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('description', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', t.timestamp, notNull)
    .addColumn('updated_at', t.timestamp, notNull)
    .addCheckConstraint('movements_type_check', sql`type in ('venta', 'renovacion', 'cancelacion')`)
    .execute();
  await db.schema.createIndex('movements_date_idx').on('movements').columns(['date', 'type']).execute();
  await db.schema.createIndex('movements_client_id_idx').on('movements').column('client_id').execute();
  await db.schema.createIndex('movements_service_id_idx').on('movements').column('service_id').execute();
  await db.schema.createIndex('movements_created_by_idx').on('movements').column('created_by').execute();

  await db.schema
    .createTable('uploaded_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content_type', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('data', t.blob, notNull)
    .addColumn('created_at', t.timestamp, notNull)
    .execute();

  await db.schema
    .createTable('message_templates')
    .addColumn('id', t.id, id)
    .addColumn('scope', 'text', notNull)
    .addColumn('scope_key', 'text', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', t.timestamp, notNull)
    .addUniqueConstraint('message_templates_scope_key_unique', ['scope', 'scope_key'])
    .addCheckConstraint('message_templates_scope_check', sql`scope in ('service', 'whatsapp')`)
    .execute();
}
