import { Database } from 'lucide-react';
import { backupsUi } from '#shared/messages/backups';

const t = backupsUi;

function Command({ children }: { children: string }) {
  return (
    <pre className="rounded-lg bg-surface-2 px-3 py-2 text-xs break-all whitespace-pre-wrap">
      <code>{children}</code>
    </pre>
  );
}

/** On PostgreSQL the app makes no backups: this says how to make and restore them instead. */
export function PostgresBackupHelp() {
  return (
    <div className="flex flex-col gap-3 p-4 text-sm sm:p-6">
      <p className="flex items-center gap-2 font-medium">
        <Database aria-hidden className="size-4 text-muted" />
        {t.postgresTitle}
      </p>
      <p>{t.postgresBody}</p>
      <Command>{t.postgresDump}</Command>
      <p>{t.postgresRestoreHint}</p>
      <Command>{t.postgresRestore}</Command>
    </div>
  );
}
