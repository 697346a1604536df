import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';

/**
 * How many pages each step of the online backup copies. Inside the app: 100 pages (400 KB), under
 * a millisecond a step, so requests are served between steps; the app's own writes go through the
 * same connection, which SQLite carries into the copy as they happen, so the copy still ends as
 * one consistent state. A separate process (npm run backup) copies everything in one step: a
 * write of the running app between its steps would restart the copy, while one step is a single
 * read transaction, which in WAL mode does not hold up the app's writers.
 */
export type PagesPerStep = number | 'all';
export const APP_PAGES_PER_STEP = 100;
const ALL_PAGES = 0x7fffffff;
const MAX_ATTEMPTS = 5;
const isBusy = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(String((error as { code?: unknown }).code));

/**
 * Copies the database of `source` into `file` (a new file) with SQLite's online backup API, then
 * turns the copy's journal mode from WAL to DELETE: the copy is then one self-contained file that
 * can be opened, checked or restored without -wal and -shm files appearing beside it.
 */
export async function snapshotSqlite(source: SQLite.Database, file: string, pagesPerStep: PagesPerStep) {
  // Every page copied passes through the source connection's page cache. better-sqlite3's is
  // 16 MB, so inside the app a backup filled it with pages no request needs and left the server
  // 20–30 MB larger for the rest of its life (docs/performance.md, seventh pass). While copying,
  // the cache is held to 2 MB; its size is put back afterwards.
  const cacheSize = source.pragma('cache_size', { simple: true }) as number;
  source.pragma(`cache_size = ${BACKUP_CACHE_SIZE}`);
  try {
    await copyPages(source, file, pagesPerStep);
  } finally {
    source.pragma(`cache_size = ${Math.trunc(cacheSize)}`);
  }
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** The source's page cache while a backup copies (a negative size is in KiB). */
const BACKUP_CACHE_SIZE = -2000;

async function copyPages(source: SQLite.Database, file: string, pagesPerStep: PagesPerStep) {
  const rate = pagesPerStep === 'all' ? ALL_PAGES : pagesPerStep;
  for (let attempt = 1; ; attempt += 1) {
    const copied = await source.backup(file, { progress: () => rate }).catch((error: unknown) => {
      if (!isBusy(error) || attempt >= MAX_ATTEMPTS) throw error;
      return null;
    });
    // A copy that could not even start, because the connection was inside a write transaction
    // held open across an await, is reported as finished with no pages (and no file): that, or a
    // busy step, is tried again shortly, by when the transaction is over.
    if (copied && copied.totalPages > 0) break;
    if (attempt >= MAX_ATTEMPTS) throw new Error('la base de datos estuvo ocupada durante toda la copia');
    await fs.rm(file, { force: true });
    await sleep(20 * attempt);
  }
}
