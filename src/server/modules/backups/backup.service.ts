import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { backupsMessages } from '#shared/messages/backups';
import type { Backup, BackupList } from '#shared/schemas/backups';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { backupDirFor, listBackupFiles, writeBackup } from './backup-files.service';
import { APP_PAGES_PER_STEP } from './sqlite-snapshot.service';

// Backups made by the running app: the admin's button and the daily job (docs/decisions/022).
// One at a time per instance; on PostgreSQL there are none (pg_dump does it, see README).

export interface BackupService {
  /** False on PostgreSQL (and an in-memory SQLite): the API answers 409 with how to use pg_dump. */
  supported: boolean;
  list(): Promise<BackupList>;
  /** Makes one now; 409 while another is being written. */
  create(): Promise<Backup>;
  /** Waits for the backup being written, if any (the daily job then makes its own). */
  whenIdle(): Promise<void>;
  /** The file of a backup whose name has been validated (BACKUP_NAME). */
  fileOf(name: string): string;
}

interface BackupServiceOptions {
  database: AppDatabase;
  config: AppConfig;
  now: () => Date;
}

export function createBackupService({ database, config, now }: BackupServiceOptions): BackupService {
  // The connection's own file (not DATABASE_URL: tests hand the app a database of their own).
  const source: SQLite.Database | undefined = database.sqlite?.memory ? undefined : database.sqlite;
  const dir = source ? backupDirFor(source.name, config.BACKUP_DIR) : '';
  let running: Promise<Backup> | null = null;

  const unsupported = () => new AppError(409, backupsMessages.postgresUnsupported);

  return {
    supported: source !== undefined,
    async list() {
      const settings = { keep: config.BACKUP_KEEP, dailyAt: config.BACKUP_TIME };
      if (!source) return { supported: false, running: false, ...settings, backups: [] };
      return { supported: true, running: running !== null, ...settings, backups: await listBackupFiles(dir) };
    },
    create() {
      if (!source) return Promise.reject(unsupported());
      if (running) return Promise.reject(new AppError(409, backupsMessages.alreadyRunning));
      const started = writeBackup({
        source,
        dir,
        keep: config.BACKUP_KEEP,
        now: now(),
        timeZone: config.TZ_APP,
        pagesPerStep: APP_PAGES_PER_STEP,
      });
      running = started.finally(() => (running = null));
      return running;
    },
    async whenIdle() {
      await running?.catch(() => {});
    },
    fileOf(name) {
      if (!source) throw unsupported();
      return path.join(dir, name);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupService;
  }
}
