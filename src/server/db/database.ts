import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { cachePreparedStatements } from './statement-cache';

export type DialectName = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the connections use when not the default one. */
  schema?: string;
  /** SQLite only: the connection itself, for the online backup API (docs/decisions/022). */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema every connection uses (tests give each file its own). */
  searchPath?: string;
  /** PostgreSQL pool size. */
  maxConnections?: number;
  /** PostgreSQL: how long opening a connection, or waiting for a free one, may take. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server's statement_timeout; the client gives up a little later. 0: none. */
  queryTimeoutMs?: number;
  /** PostgreSQL application_name, so an operator can tell our connections apart. */
  applicationName?: string;
  /** PostgreSQL: a pooled connection broke while idle (restart, fail-over, dropped TCP). */
  onConnectionError?: (error: Error) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 15_000;
// After the server's statement_timeout, which answers a clean 57014 while the network is fine, the
// client waits this much longer before giving up on a connection that no longer answers at all.
const CLIENT_GRACE_MS = 1_000;

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
  // FULL: a commit is on disk before it is acknowledged, so a power cut loses no sale. NORMAL in
  // WAL mode may lose the last commits; FULL costs about 0.2 ms a commit here (decision 008).
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachePreparedStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}

/** The schema a URL names with `?options=-c search_path=NAME`, if any. */
function searchPathIn(connectionString: string): string | undefined {
  const pgOptions = new URL(connectionString).searchParams.get('options') ?? '';
  return /(?:^|\s)search_path=([A-Za-z_][\w$]*)/.exec(pgOptions)?.[1];
}

function createPostgres(connectionString: string, options: DatabaseOptions): AppDatabase {
  // A schema named in DATABASE_URL is where migrations keep their own tables too.
  const schema = options.searchPath ?? searchPathIn(connectionString);
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types: pgTypes,
    application_name: options.applicationName ?? 'cuentas-claras',
    // Deadlines, so a stalled database fails requests instead of piling them up (issue 10).
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs > 0
      ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + CLIENT_GRACE_MS }
      : {}),
    // TCP keep-alive notices a peer that vanished (a NAT or firewall dropping idle connections).
    keepAlive: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const report = options.onConnectionError ?? (() => {});
  // An idle connection that breaks (57P01 after a restart or pg_terminate_backend) is removed by
  // the pool, which then emits 'error': unheard, that event would end the process.
  pool.on('error', report);
  // A connection that breaks while checked out between two queries emits 'error' on the client,
  // where pg-pool listens only while it is idle; the next query then fails and drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}

/**
 * Kysely hands every connection back to the pool as healthy. A connection whose query timed out
 * still has that query on the wire, and one that lost its server cannot be used again: both are
 * handed back with their error, so the pool closes them and opens fresh ones.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const query = (async (sqlText: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sqlText, [...parameters]);
        } catch (error) {
          if (isConnectionFailure(error)) broken = error as Error;
          throw error;
        }
      }) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

// Node's own network error codes; 'EPIPE' would otherwise pass for a five-character SQLSTATE.
const NETWORK_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'];
const SQLSTATE = /^[0-9A-Z]{5}$/;
const isSqlState = (code: string) => SQLSTATE.test(code) && !NETWORK_CODES.includes(code);

/** A failure of the connection itself (not of the statement): socket errors, time-outs, 08xxx, 57xxx. */
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !isSqlState(code)) return true;
  // 57014 (statement time-out) cancels the statement only: the connection is still good.
  return code.startsWith('08') || (code.startsWith('57') && code !== '57014');
}

/**
 * The database did not answer in time or is not there: a 503 the client may retry, not a 500.
 * Covers pg's own time-outs and broken connections, PostgreSQL's admin shutdown, cancelled
 * statements and connection classes, and SQLite's busy time-out.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.includes(code) || code.startsWith('SQLITE_BUSY')) return true;
    if (isSqlState(code)) return code.startsWith('08') || code.startsWith('57') || code === '53300';
  }
  return /Query read timeout|timeout exceeded when trying to connect|Connection terminated|not queryable|Connection terminated due to connection timeout/i.test(
    error.message,
  );
}
