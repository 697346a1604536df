import type { DailyJob } from '../jobs/scheduler.service';
import type { BackupService } from './backup.service';

// The automatic daily backup (docs/decisions/022), due from BACKUP_TIME on: the job runner claims
// it in the database, so it runs once per business date however many instances there are, and
// catches up at start when the machine was off at that hour.
export const DAILY_BACKUP_JOB = 'daily-backup';

/** The job, or none where the app makes no backups (PostgreSQL: pg_dump does). */
export function dailyBackupJobs(backups: BackupService, at: string): DailyJob[] {
  if (!backups.supported) return [];
  return [
    {
      name: DAILY_BACKUP_JOB,
      at,
      run: async () => {
        // An admin's backup in progress is not today's: wait for it, then make the daily one.
        await backups.whenIdle();
        await backups.create();
      },
    },
  ];
}
