import { backupsMessages } from '../messages/backups';
import { z } from './zod';

// Backups (issue 15, docs/decisions/022). A backup is named after the business date-time it was
// made at, e.g. cuentas-claras-2026-11-24T0800.db (seconds are added when that minute is taken).
// The same pattern validates the name a download asks for: nothing else (no "/", no "..") can
// ever reach the file system.
export const BACKUP_NAME = /^cuentas-claras-\d{4}-\d{2}-\d{2}T\d{4}(\d{2})?\.db$/;

export const backupNameParamSchema = z.object({
  name: z.string().max(100, backupsMessages.invalidName).regex(BACKUP_NAME, backupsMessages.invalidName),
});

export const backupSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** ISO instant the file was written. */
  createdAt: z.string(),
});
export type Backup = z.infer<typeof backupSchema>;

/** GET /api/admin/backups. On PostgreSQL `supported` is false and the list is empty. */
export const backupListSchema = z.object({
  supported: z.boolean(),
  /** A backup is being written right now (the button waits for it). */
  running: z.boolean(),
  /** How many are kept; older ones are deleted after each new one. */
  keep: z.number().int(),
  /** When the daily one is made (HH:MM, business time). */
  dailyAt: z.string(),
  backups: z.array(backupSchema),
});
export type BackupList = z.infer<typeof backupListSchema>;
