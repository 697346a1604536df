import type SQLite from 'better-sqlite3';

/** Distinct SQL texts kept prepared: the app's queries, times the few lengths of their `in (…)` lists. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query it runs, and preparing (parsing and planning the
 * SQL) was 6 % of the server's CPU on the accounts list (docs/performance.md). This makes
 * `prepare` hand back the statement already compiled for the same SQL text; the oldest is dropped
 * past STATEMENT_CACHE_SIZE. A statement still being iterated (`busy`) is never handed out twice:
 * a fresh one is prepared instead, as before.
 */
export function cachePreparedStatements(
  sqlite: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) {
      // Most recently used last, so the first key is the one to drop.
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    if (!cached) {
      cache.set(source, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}
