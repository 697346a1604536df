import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from './migrations/20261127200000-client-search-index';

// The client search migration on the PostgreSQL servers shops really have: pg_trgm already in
// another schema (Supabase's `extensions`), or not to be had at all. Each case in a scratch
// database of its own, since an extension belongs to a whole database.
const url = process.env.TEST_DATABASE_URL;
const scratch = `cc_trgm_${process.pid}`;
let admin: pg.Client;
let db: Kysely<unknown>;

const indexes = async () =>
  (
    await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes
      where tablename = 'clients' and indexname like '%trgm%' order by indexname`.execute(db)
  ).rows;
const search = async (piece: string) =>
  (await sql<{ name: string }>`select name from clients where name_key like ${`%${piece}%`}`.execute(db))
    .rows;

describe.runIf(process.env.TEST_DB === 'postgres' && url)(
  'client search index migration on PostgreSQL',
  () => {
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${scratch}`);
      await admin.query(`create database ${scratch}`);
      const target = new URL(url!);
      target.pathname = `/${scratch}`;
      db = new Kysely({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.href, max: 1 }) }),
      });
      await sql`create table clients (id serial primary key, name text, name_key text, phone text)`.execute(
        db,
      );
      await sql`insert into clients (name, name_key, phone) values ('Camila', 'camila', '+573005551234')`.execute(
        db,
      );
    });
    afterAll(async () => {
      await db?.destroy();
      await admin.query(`drop database if exists ${scratch}`);
      await admin.query(`drop role if exists ${scratch}_role`);
      await admin.end();
    });

    it('without the privilege to create pg_trgm, skips the indexes and keeps the transaction usable', async () => {
      await admin.query(`drop role if exists ${scratch}_role`);
      await admin.query(`create role ${scratch}_role`);
      await sql.raw(`grant all on schema public to ${scratch}_role`).execute(db);
      await sql.raw(`grant all on clients to ${scratch}_role`).execute(db);
      await db.transaction().execute(async (tx) => {
        await sql.raw(`set local role ${scratch}_role`).execute(tx);
        await up(tx, 'postgres');
        expect(await sql`select 1 as ok`.execute(tx)).toMatchObject({ rows: [{ ok: 1 }] });
      });
      expect(await indexes()).toEqual([]);
      expect(await search('mil')).toEqual([{ name: 'Camila' }]);
    });

    it('uses pg_trgm where it already lives, and runs again without harm', async () => {
      await sql`create schema extensions`.execute(db);
      await sql`create extension pg_trgm with schema extensions`.execute(db);
      await db.transaction().execute((tx) => up(tx, 'postgres'));
      await db.transaction().execute((tx) => up(tx, 'postgres'));
      const found = await indexes();
      expect(found.map((i) => i.name)).toEqual(['clients_name_key_trgm_idx', 'clients_phone_trgm_idx']);
      for (const index of found) expect(index.def).toContain('extensions.gin_trgm_ops');
      expect(await search('mil')).toEqual([{ name: 'Camila' }]);
    });
  },
);
