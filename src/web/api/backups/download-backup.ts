import { downloadFile } from '@/lib/download';

/** GET /api/admin/backups/{name}: the file, saved under its own name. */
export const downloadBackup = (name: string) =>
  downloadFile(`/api/admin/backups/${encodeURIComponent(name)}`, name);
