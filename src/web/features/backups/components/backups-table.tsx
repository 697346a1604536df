import { Download } from 'lucide-react';
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { backupsUi } from '#shared/messages/backups';
import type { Backup } from '#shared/schemas/backups';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

export interface BackupsTableProps {
  backups: Backup[];
  timeZone?: string;
  onDownload: (backup: Backup) => void;
}

const t = backupsUi;
const megabytes = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const formatSize = (bytes: number) => `${megabytes.format(bytes / 1024 / 1024)} MB`;

/** The backups on the server, newest first, each with its download. */
export function BackupsTable({ backups, timeZone, onDownload }: BackupsTableProps) {
  const columns: DataTableColumn<Backup>[] = [
    {
      id: 'name',
      header: t.name,
      pin: 'start',
      // On a phone the name is long: the date beneath it says what matters.
      className: 'font-medium break-all sm:whitespace-nowrap sm:break-normal',
      cell: (backup) => (
        <>
          {backup.name}
          <span className="block text-xs font-normal text-muted sm:hidden">
            {formatDisplayDateTime(backup.createdAt, timeZone)} · {formatSize(backup.size)}
          </span>
        </>
      ),
    },
    {
      id: 'date',
      header: t.date,
      hiddenOnPhone: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (backup) => formatDisplayDateTime(backup.createdAt, timeZone),
    },
    {
      id: 'size',
      header: t.size,
      align: 'end',
      hiddenOnPhone: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (backup) => formatSize(backup.size),
    },
    actionsColumn<Backup>((backup) => (
      <RowAction label={t.downloadOf(backup.name)} icon={Download} onClick={() => onDownload(backup)} />
    )),
  ];
  return (
    <DataTable
      label={t.title}
      rows={backups}
      columns={columns}
      rowKey={(backup) => backup.name}
      rowAttributes={(backup) => ({ 'data-backup': backup.name })}
    />
  );
}
