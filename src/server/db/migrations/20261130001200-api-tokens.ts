import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// API tokens (issue 28 item 2, docs/decisions/043). Frozen: imports only Kysely.
//
// - api_tokens: a machine client's key. Only the SHA-256 of the secret is kept (token_hash,
//   unique: the one indexed lookup every bearer request makes). scope is lectura or escritura;
//   the three flags are the sections it may reach beyond those open to every user, as a user's
//   own flags are. expiry_date is a calendar day (TZ_APP) it works through, or null.
//   created_by is the admin who made it (its writes are theirs); revoked_at keeps the row.
// - rate_window / rate_count: the per-token request counter of the current minute (minutes since
//   the epoch), in the database so every instance shares it; last_used_at is written with the
//   first request of each minute.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', notNull)
    .addColumn('can_access_dashboard', 'integer', flag)
    .addColumn('can_access_movimientos', 'integer', flag)
    .addColumn('can_access_tienda', 'integer', flag)
    .addColumn('expiry_date', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('last_used_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .addColumn('rate_window', 'integer', flag)
    .addColumn('rate_count', 'integer', flag)
    .addCheckConstraint('api_tokens_scope_check', sql`scope in ('lectura', 'escritura')`)
    .execute();
  await db.schema.createIndex('api_tokens_created_by_idx').on('api_tokens').column('created_by').execute();
}
