import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the connections use when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema every connection uses (tests give each file its own). */
  searchPath?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
}

// pg returns DATE columns as local-midnight Date objects and BIGINT (count(*), sum()) as strings;
// we want 'YYYY-MM-DD' strings and plain numbers, the same values SQLite gives.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function dialectOf(url: string): DialectName {
  return url.startsWith('file:') ? 'sqlite' : 'postgres';
}

export function createDatabase(url: string, options: DatabaseOptions = {}): AppDatabase {
  if (dialectOf(url) === 'sqlite') return createSqlite(url.slice('file:'.length));
  return createPostgres(url, options);
}

function createSqlite(file: string): AppDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function createPostgres(connectionString: string, options: DatabaseOptions): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types: pgTypes,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: options.searchPath, close: () => db.destroy() };
}
