import { DatabaseBackup } from 'lucide-react';
import { authMessages } from '#shared/messages/auth';
import { backupsUi } from '#shared/messages/backups';
import type { Backup, BackupList } from '#shared/schemas/backups';
import { useCreateBackup } from '@/api/backups/create-backup';
import { downloadBackup } from '@/api/backups/download-backup';
import { useBackups } from '@/api/backups/get-backups';
import { useBusinessTime } from '@/api/config/get-app-config';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen } from '@/components/ui/list-screen';
import { Toast } from '@/components/ui/toast';
import { BackupsTable } from '@/features/backups/components/backups-table';
import { PostgresBackupHelp } from '@/features/backups/components/postgres-backup-help';
import { errorMessage } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useTimedNotice } from '@/lib/use-timed-notice';

const t = backupsUi;

/** Ajustes → Copias de seguridad (admins only: the shell sends others away, the server refuses them). */
function SettingsRoute() {
  const { data: user } = useSession();
  if (user?.role !== 'admin') return <Alert tone="error">{authMessages.adminOnly}</Alert>;
  return <BackupsScreen />;
}

function BackupsScreen() {
  const backups = useBackups();
  const create = useCreateBackup();
  const { timeZone } = useBusinessTime();
  const { notice, showError, showSuccess } = useTimedNotice();
  const data = backups.data;
  const busy = create.isPending || data?.running === true;

  const makeOne = () =>
    create.mutate(undefined, {
      onSuccess: ({ message }) => showSuccess(message),
      onError: (error) => showError(errorMessage(error, t.createFailed)),
    });
  const download = (backup: Backup) =>
    void downloadBackup(backup.name).catch((error: unknown) =>
      showError(errorMessage(error, t.downloadFailed)),
    );

  return (
    <ListScreen<BackupList>
      title={t.title}
      actions={
        // On PostgreSQL there is no button: the text in the card says what to do instead.
        data?.supported && (
          <Button onClick={makeOne} disabled={busy}>
            <DatabaseBackup aria-hidden className="size-4" />
            {busy ? t.creating : t.createNow}
          </Button>
        )
      }
      filters={
        data?.supported && (
          <div className="flex flex-col gap-2">
            <Alert tone="info">{t.schedule(data.dailyAt, data.keep)}</Alert>
            <Alert tone="info">{t.keyWarning}</Alert>
            {data.running && <Alert tone="info">{t.running}</Alert>}
          </div>
        )
      }
      query={backups}
      errorMessage={t.loadFailed}
      isEmpty={(list) => !list.supported || list.backups.length === 0}
      empty={
        data && !data.supported ? <PostgresBackupHelp /> : <EmptyState title={t.empty} body={t.emptyBody} />
      }
      table={(list) => (
        <>
          <BackupsTable backups={list.backups} timeZone={timeZone} onDownload={download} />
          <p className="border-t border-border px-4 py-3 text-xs text-muted">{t.restoreHint}</p>
        </>
      )}
      dialogs={<Toast notice={notice} />}
    />
  );
}

export { SettingsRoute as Component };
