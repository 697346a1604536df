import { formatDisplayDateTime } from '#shared/domain/business-time';
import { auditUi } from '#shared/messages/audit';
import type { AuditEvent } from '#shared/schemas/audit';
import { AuditChanges } from '@/components/audit/audit-changes';
import { actorLabel } from '@/components/audit/audit-format';
import { AuditActionBadge, AuditRecord } from '@/components/audit/audit-parts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';

const c = auditUi.columns;

export interface AuditTableProps {
  events: AuditEvent[];
  /** Row number of the first event on this page, minus one. */
  offset: number;
  timeZone: string | undefined;
  /** Narrows the list to one record's changes. */
  onSelectRecord: (event: AuditEvent) => void;
}

/** Auditoría on a wide screen: Fecha y hora, Usuario, Registro, Acción, Cambios. */
export function AuditTable({ events, offset, timeZone, onSelectRecord }: AuditTableProps) {
  const columns: DataTableColumn<AuditEvent>[] = [
    {
      id: 'when',
      header: c.when,
      className: 'whitespace-nowrap tabular-nums align-top!',
      cell: (event) => (
        <time dateTime={event.createdAt}>{formatDisplayDateTime(event.createdAt, timeZone)}</time>
      ),
    },
    { id: 'user', header: c.user, className: 'align-top!', cell: (event) => actorLabel(event.userName) },
    {
      id: 'record',
      header: c.record,
      className: 'max-w-56 align-top!',
      cell: (event) => <AuditRecord event={event} onSelect={() => onSelectRecord(event)} />,
    },
    {
      id: 'action',
      header: c.action,
      className: 'align-top!',
      cell: (event) => <AuditActionBadge action={event.action} />,
    },
    {
      id: 'changes',
      header: c.changes,
      className: 'min-w-64 align-top!',
      cell: (event) => <AuditChanges event={event} />,
    },
  ];
  return (
    <DataTable
      label={auditUi.title}
      rows={events}
      columns={columns}
      rowKey={(event) => event.id}
      numbering={{ header: c.index, offset }}
      rowAttributes={() => ({ 'data-testid': 'audit-event' })}
    />
  );
}
