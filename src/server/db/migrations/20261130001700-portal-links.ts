import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The client portal (issue 27, docs/decisions/051). Frozen: imports only Kysely.
//
// - portal_links: a client's private link. Only the SHA-256 of its token is kept (token_hash,
//   unique: the one indexed lookup a portal request makes). A client has at most one live link
//   (revoked_at null): the partial unique index is the last guard behind the service, which
//   revokes the old one before it inserts the new. expires_at is an instant; created_by is the
//   staff member who made it (null once that user is deleted, created_by_name stays);
//   last_opened_at is written by each view. Deleting the client deletes their links.
// - portal_throttle: per-address request counters of the current minute (minutes since the
//   epoch), in the database so every instance shares them: `req:<ip>` counts every portal
//   request, `fail:<ip>` the unknown, revoked or expired tokens.
// - shop_settings gets the portal's three settings: whether the page shows access details, how
//   many days a new link lasts (1 to 365, 60 by default) and the page's theme.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('portal_links')
    .addColumn('id', idType, id)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('expires_at', timestamp, notNull)
    .addColumn('revoked_at', timestamp)
    .addColumn('last_opened_at', timestamp)
    .execute();
  await db.schema
    .createIndex('portal_links_one_live_idx')
    .on('portal_links')
    .column('client_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('portal_links_client_idx')
    .on('portal_links')
    .columns(['client_id', 'id'])
    .execute();
  await db.schema
    .createIndex('portal_links_created_by_idx')
    .on('portal_links')
    .column('created_by')
    .execute();

  await db.schema
    .createTable('portal_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('minute', 'integer', notNull)
    .addColumn('count', 'integer', notNull)
    .execute();
  await db.schema.createIndex('portal_throttle_minute_idx').on('portal_throttle').column('minute').execute();

  await db.schema
    .alterTable('shop_settings')
    .addColumn('portal_shows_access', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('portal_link_days', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('portal_theme', 'text', (c) => c.notNull().defaultTo('dark'))
    .execute();
}
