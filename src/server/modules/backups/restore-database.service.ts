import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { backupsMessages } from '#shared/messages/backups';
import { knownMigrationNames } from '../../db/migrate';
import { businessStamp } from './backup-files.service';

// npm run restore -- FILE (docs/decisions/022): check the file, make sure nothing has the current
// database open, keep that database aside, and put the copy in its place. Synchronous: it runs
// alone in its own process, and better-sqlite3 is synchronous anyway.

const m = backupsMessages.restore;

/** A restore refused, with the one line to show. Nothing was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
const SIDE_FILES = ['-wal', '-shm', '-journal'];

/**
 * Refuses a file that is not an intact Cuentas Claras database this code can run: not SQLite,
 * failing SQLite's integrity check, without our tables and migrations, or migrated by a newer
 * version. `label` names the file in the messages. Leaves `file` in rollback-journal mode.
 */
export function checkBackupFile(file: string, label = file): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true });
  } catch {
    throw new RestoreRefused(m.fileMissing(label));
  }
  try {
    let problems: string[];
    try {
      // A copy in WAL mode would leave -wal and -shm files wherever it goes next.
      db.pragma('journal_mode = DELETE');
      problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
        (r) => r.integrity_check,
      );
    } catch (error) {
      if (codeOf(error) === 'SQLITE_NOTADB') throw new RestoreRefused(m.notSqlite(label));
      throw new RestoreRefused(m.corrupt(label, error instanceof Error ? error.message : String(error)));
    }
    if (problems.join() !== 'ok') throw new RestoreRefused(m.corrupt(label, problems.slice(0, 3).join('; ')));

    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    if (!tables.has('kysely_migration') || !tables.has('users') || !tables.has('accounts'))
      throw new RestoreRefused(m.notCuentasClaras(label));
    const applied = (
      db.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((r) => r.name);
    const known = knownMigrationNames();
    if (applied.length === 0) throw new RestoreRefused(m.notCuentasClaras(label));
    // An older copy is fine: the app migrates it at its next start. A newer one it cannot run.
    const unknown = applied.find((name) => !known.has(name));
    if (unknown) throw new RestoreRefused(m.tooNew(label, unknown));
  } finally {
    db.close();
  }
}

/**
 * Holds the current database so no one can open it while it is swapped: switching it out of WAL
 * mode needs every other connection closed (a running app keeps one open: SQLITE_BUSY at once),
 * and the exclusive transaction then makes an app starting meanwhile wait. Answers null when
 * there is no database there yet, or one SQLite cannot read (a damaged database is what a restore
 * is for, and no app can be running on it).
 */
function holdCurrent(target: string): SQLite.Database | null {
  if (!fs.existsSync(target)) return null;
  const db = new SQLite(target, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
    db.exec('begin exclusive');
    return db;
  } catch (error) {
    db.close();
    if (codeOf(error).startsWith('SQLITE_BUSY') || codeOf(error).startsWith('SQLITE_LOCKED'))
      throw new RestoreRefused(m.inUse(target));
    return null;
  }
}

function moveWithSideFiles(from: string, to: string) {
  fs.renameSync(from, to);
  for (const suffix of SIDE_FILES) {
    if (fs.existsSync(from + suffix)) fs.renameSync(from + suffix, to + suffix);
  }
}

function removeWithSideFiles(file: string) {
  for (const suffix of ['', ...SIDE_FILES]) fs.rmSync(file + suffix, { force: true });
}

export interface RestoreOptions {
  /** The backup to restore. */
  file: string;
  /** The database file to replace (DATABASE_URL's). */
  target: string;
  now: Date;
  timeZone: string;
}

/** Restores `file` over `target`; answers where the database it replaced was kept, if any. */
export function restoreDatabase({ file, target, now, timeZone }: RestoreOptions): { aside: string | null } {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(m.fileMissing(file));
  // The copy is checked where it will be renamed from (same folder, so the rename is atomic),
  // and the backup itself is only read.
  const temp = `${target}.restaurando-${process.pid}.tmp`;
  removeWithSideFiles(temp);
  let held: SQLite.Database | null = null;
  try {
    fs.copyFileSync(file, temp);
    checkBackupFile(temp, file);
    const fd = fs.openSync(temp, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }

    held = holdCurrent(target);
    let aside: string | null = null;
    if (fs.existsSync(target)) {
      aside = `${target}.antes-de-restaurar-${businessStamp(now, timeZone, true)}`;
      moveWithSideFiles(target, aside);
    }
    fs.renameSync(temp, target);
    return { aside };
  } finally {
    // The held connection now points at the file kept aside; nothing was written through it.
    if (held) {
      held.exec('rollback');
      held.close();
    }
    removeWithSideFiles(temp);
  }
}
