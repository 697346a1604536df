import { sql, type Kysely } from 'kysely';

// The client search at 10× data (issue 12, docs/performance.md). Frozen: imports only Kysely.
//
// Clientes and the pickers of Asignar Perfil search a client by a piece of the name or phone
// (`like '%…%'`), which read every client: 4–6× slower at 50 000 clients than at 5 000. The same
// substring index as the accounts' search_key (migration 20261123234100): FTS5 with the trigram
// tokenizer on SQLite, over name_key and phone, kept in step by triggers; pg_trgm on PostgreSQL,
// where LIKE uses it by itself.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index clients_name_key_trgm_idx on clients using gin (name_key public.gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index clients_phone_trgm_idx on clients using gin (phone public.gin_trgm_ops)`.execute(
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
