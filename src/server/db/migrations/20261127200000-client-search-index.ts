import { sql, type Kysely } from 'kysely';

// The client search at 10× data (issue 12, docs/performance.md). Frozen: imports only Kysely.
//
// Clientes and the pickers of Asignar Perfil search a client by a piece of the name or phone
// (`like '%…%'`), which read every client: 4–6× slower at 50 000 clients than at 5 000. The same
// substring index as the accounts' search_key (migration 20261123234100): FTS5 with the trigram
// tokenizer on SQLite, over name_key and phone, kept in step by triggers; pg_trgm on PostgreSQL,
// where LIKE uses it by itself.
//
// pg_trgm may already live in another schema (Supabase keeps extensions in `extensions`), and the
// role may not be allowed to create it: the operator class is looked up where the extension is,
// and without pg_trgm the two indexes are skipped (the search is the same LIKE, only slower).
// Edited the day it landed, before any shop ran it: a later migration could not mend this one.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'postgres') {
    const schema = await trigramSchema(db);
    if (!schema) return;
    const opclass = sql.id(schema, 'gin_trgm_ops');
    await sql`create index if not exists clients_name_key_trgm_idx on clients using gin (name_key ${opclass})`.execute(
      db,
    );
    await sql`create index if not exists clients_phone_trgm_idx on clients using gin (phone ${opclass})`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table clients_fts using fts5(
    name_key, phone, content='clients', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger clients_fts_insert after insert on clients begin
    insert into clients_fts(rowid, name_key, phone) values (new.id, new.name_key, new.phone);
  end`.execute(db);
  await sql`create trigger clients_fts_delete after delete on clients begin
    insert into clients_fts(clients_fts, rowid, name_key, phone) values ('delete', old.id, old.name_key, old.phone);
  end`.execute(db);
  await sql`create trigger clients_fts_update after update of name_key, phone on clients begin
    insert into clients_fts(clients_fts, rowid, name_key, phone) values ('delete', old.id, old.name_key, old.phone);
    insert into clients_fts(rowid, name_key, phone) values (new.id, new.name_key, new.phone);
  end`.execute(db);
  await sql`insert into clients_fts(clients_fts) values ('rebuild')`.execute(db);
}

/** The schema pg_trgm is in, creating it when missing and allowed; null when it cannot be had. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const find = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
        join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const found = await find();
  if (found) return found;
  // Migrations run in one transaction: a refused statement would abort it, a savepoint keeps it.
  const inTransaction = db.isTransaction;
  if (inTransaction) await sql`savepoint pg_trgm_create`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (inTransaction) await sql`release savepoint pg_trgm_create`.execute(db);
  } catch {
    // Not installed on the server, or no privilege to create extensions.
    if (inTransaction) await sql`rollback to savepoint pg_trgm_create`.execute(db);
    return null;
  }
  return find();
}
