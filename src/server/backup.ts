import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { backupsMessages } from '#shared/messages/backups';
import { fail, loadConfigOrExit } from './lib/cli';
import { dialectOf } from './db/database';
import { backupDirFor, writeBackup } from './modules/backups/backup-files.service';

// Entry point of `npm run backup`: a backup of DATABASE_URL's SQLite file into BACKUP_DIR (the
// same folder and keep count as the app's daily backups), safe while the app runs and writes.
const m = backupsMessages.cli;

async function main() {
  const config = loadConfigOrExit();
  if (dialectOf(config.DATABASE_URL) !== 'sqlite') fail(m.postgres);
  const file = config.DATABASE_URL.slice('file:'.length);
  if (file === ':memory:' || !fs.existsSync(file)) fail(m.noDatabase(file));

  const source = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
  try {
    const dir = backupDirFor(file, config.BACKUP_DIR);
    // One step: a read transaction of its own, which the app's writes in WAL mode do not disturb.
    const backup = await writeBackup({
      source,
      dir,
      keep: config.BACKUP_KEEP,
      now: new Date(),
      timeZone: config.TZ_APP,
      pagesPerStep: 'all',
    });
    console.log(m.done(`${dir}/${backup.name}`, (backup.size / 1024 / 1024).toFixed(1)));
  } finally {
    source.close();
  }
}

main().catch((error: unknown) =>
  fail(`${m.failed} ${error instanceof Error ? error.message : String(error)}`),
);
