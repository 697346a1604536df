import { sql, type ColumnDataType, type Kysely } from 'kysely';

// Cuentas y perfiles (issue 11, docs/decisions/011). Frozen in time: imports only Kysely.
//
// The account list is ordered and filtered by columns of `accounts` kept up to date in the same
// transaction as its profiles, so a page of 100 000 accounts is an index range, not a scan of
// 500 000 profiles:
//   next_expiry     earliest expiry of its ocupado profiles; '9999-12-31' when it has none, so
//                   (next_expiry, id) orders expired first, then near expiry, then the rest;
//   free_count      libre profiles (filter Disponibles);
//   occupied_count  ocupado profiles (filter Ocupados).
// Substring search uses an index built for it: FTS5 with the trigram tokenizer on SQLite,
// pg_trgm on PostgreSQL, both over the stored search_key (username and observation, folded).

const NO_EXPIRY = '9999-12-31';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const id = (pg ? 'serial' : 'integer') as ColumnDataType;

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable('accounts')
    .addColumn('next_expiry', date, (c) => c.notNull().defaultTo(NO_EXPIRY))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('free_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('occupied_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('provider_cost', 'integer', (c) => c.check(sql`provider_cost >= 0`))
    .execute();
  await db.schema.alterTable('accounts').addColumn('provider_renewal_date', date).execute();

  // Accounts written before this migration get their summary once.
  await sql`
    update accounts set
      next_expiry = coalesce((select min(p.expiry_date) from profiles p
        where p.account_id = accounts.id and p.status = 'ocupado'), ${sql.lit(NO_EXPIRY)}),
      free_count = (select count(*) from profiles p where p.account_id = accounts.id and p.status = 'libre'),
      occupied_count = (select count(*) from profiles p where p.account_id = accounts.id and p.status = 'ocupado'),
      search_key = case when search_key = '' then lower(username) else search_key end
  `.execute(db);

  // The list's order, with and without the service filter, and the supplier-due filter.
  await db.schema.createIndex('accounts_order_idx').on('accounts').columns(['next_expiry', 'id']).execute();
  await db.schema
    .createIndex('accounts_service_order_idx')
    .on('accounts')
    .columns(['service_id', 'next_expiry', 'id'])
    .execute();
  await db.schema
    .createIndex('accounts_provider_renewal_idx')
    .on('accounts')
    .column('provider_renewal_date')
    .execute();
  // Serves the summary of one account (counts by status, earliest occupied expiry) as a prefix
  // lookup. Without it a planner may walk (status, expiry_date) across every occupied profile.
  await db.schema
    .createIndex('profiles_account_status_expiry_idx')
    .on('profiles')
    .columns(['account_id', 'status', 'expiry_date'])
    .execute();

  // Hidden accounts, per staff member (the spec kept them in one browser).
  await db.schema
    .createTable('account_hidden')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('account_hidden_pk', ['user_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('account_hidden_account_idx')
    .on('account_hidden')
    .column('account_id')
    .execute();

  // What happened to an account and its profiles, with who and when (newest first by id).
  await db.schema
    .createTable('account_events')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('profile_name', 'text')
    .addColumn('client_name', 'text')
    .addColumn('previous_expiry', date)
    .addColumn('new_expiry', date)
    .addColumn('days', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('reason', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addCheckConstraint(
      'account_events_type_check',
      sql`type in ('assignment', 'renewal', 'release', 'compensation', 'password_change')`,
    )
    .execute();
  await db.schema
    .createIndex('account_events_account_idx')
    .on('account_events')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('account_events_profile_idx')
    .on('account_events')
    .column('profile_id')
    .execute();

  if (pg) await postgresSearch(db);
  else await sqliteSearch(db);
}

async function postgresSearch(db: Kysely<unknown>) {
  // The extension lives in public: each test file runs with search_path set to its own schema
  // only, so the operator class is named with its schema. LIKE itself is built in.
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index accounts_search_trgm_idx on accounts using gin (search_key public.gin_trgm_ops)`.execute(
    db,
  );
}

async function sqliteSearch(db: Kysely<unknown>) {
  // An external-content FTS5 table: the index only, the text stays in accounts. Triggers keep it
  // in step with every write to accounts, whoever makes it.
  await sql`create virtual table accounts_fts using fts5(
    search_key, content='accounts', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger accounts_fts_insert after insert on accounts begin
    insert into accounts_fts(rowid, search_key) values (new.id, new.search_key);
  end`.execute(db);
  await sql`create trigger accounts_fts_delete after delete on accounts begin
    insert into accounts_fts(accounts_fts, rowid, search_key) values ('delete', old.id, old.search_key);
  end`.execute(db);
  await sql`create trigger accounts_fts_update after update of search_key on accounts begin
    insert into accounts_fts(accounts_fts, rowid, search_key) values ('delete', old.id, old.search_key);
    insert into accounts_fts(rowid, search_key) values (new.id, new.search_key);
  end`.execute(db);
  await sql`insert into accounts_fts(accounts_fts) values ('rebuild')`.execute(db);
}
