import fs from 'node:fs/promises';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { businessTimeOfDay, businessToday } from '#shared/domain/business-time';
import { BACKUP_NAME, type Backup } from '#shared/schemas/backups';
import { snapshotSqlite, type PagesPerStep } from './sqlite-snapshot.service';

// The backups folder: named files written whole (a temporary file renamed into place), listed
// newest first, the oldest deleted beyond the keep count (docs/decisions/022).

/** The folder of an SQLite database's backups: BACKUP_DIR, else `backups` beside the database file. */
export function backupDirFor(databaseFile: string, configured: string | undefined): string {
  return path.resolve(configured ?? path.join(path.dirname(path.resolve(databaseFile)), 'backups'));
}

/**
 * cuentas-claras-2026-11-24T0800.db at the business date-time; when that minute already has a
 * backup the seconds are added (…T080012.db), which still sorts by time.
 */
export function backupNameAt(now: Date, timeZone: string, withSeconds = false): string {
  return `cuentas-claras-${businessStamp(now, timeZone, withSeconds)}.db`;
}

/** 2026-11-24T0800 (or T080012 with seconds) at the business date-time: sorts as it reads. */
export function businessStamp(now: Date, timeZone: string, withSeconds: boolean): string {
  const time = businessTimeOfDay(now, timeZone).replace(':', '');
  // Time zones differ by whole minutes, so the seconds are the same everywhere.
  const seconds = withSeconds ? String(now.getUTCSeconds()).padStart(2, '0') : '';
  return `${businessToday(now, timeZone)}T${time}${seconds}`;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The backups in the folder, newest first; anything else there (temporary files) is ignored. */
export async function listBackupFiles(dir: string): Promise<Backup[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const backups: Backup[] = [];
  for (const name of names
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .reverse()) {
    // A backup deleted by a concurrent prune between readdir and stat is simply not listed.
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) backups.push({ name, size: stat.size, createdAt: stat.mtime.toISOString() });
  }
  return backups;
}

/** Deletes the backups beyond the newest `keep`; answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackupFiles(dir)).slice(keep).map((b) => b.name);
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}

export interface WriteBackupOptions {
  source: SQLite.Database;
  dir: string;
  keep: number;
  now: Date;
  timeZone: string;
  pagesPerStep: PagesPerStep;
}

/**
 * Writes a backup of `source` into the folder: the copy goes to a hidden temporary file, is
 * flushed to disk, and only then renamed to its name, so a listed backup is always whole (a crash
 * midway leaves at most a .tmp file, which the list ignores). Then prunes the oldest.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<Backup> {
  const { dir, now, timeZone } = options;
  await fs.mkdir(dir, { recursive: true });
  let name = backupNameAt(now, timeZone);
  if (await exists(path.join(dir, name))) name = backupNameAt(now, timeZone, true);
  const final = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.tmp`);
  try {
    await fs.rm(temp, { force: true });
    await snapshotSqlite(options.source, temp, options.pagesPerStep);
    const handle = await fs.open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, final);
  } finally {
    await fs.rm(temp, { force: true });
  }
  await pruneBackups(dir, options.keep);
  const stat = await fs.stat(final);
  return { name, size: stat.size, createdAt: stat.mtime.toISOString() };
}
