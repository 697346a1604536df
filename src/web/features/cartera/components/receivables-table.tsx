import { FileText } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { receivablesUi as t } from '#shared/messages/receivables';
import type { Receivable } from '#shared/schemas/payments';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

export interface ReceivablesTableProps {
  receivables: Receivable[];
  offset: number;
  /** Opens the client's estado de cuenta. */
  onStatement: (receivable: Receivable) => void;
}

const c = t.columns;

function OverdueBadge({ receivable }: { receivable: Receivable }) {
  const days = receivable.daysOverdue;
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        days > 30
          ? 'bg-danger/15 text-danger'
          : days > 0
            ? 'bg-warning/15 text-warning'
            : 'bg-success/15 text-success',
      )}
    >
      {days > 0 ? t.daysOverdue(days) : t.notDue}
    </span>
  );
}

const columns = (onStatement: (r: Receivable) => void): DataTableColumn<Receivable>[] => [
  {
    id: 'client',
    header: c.client,
    pin: 'start',
    className: 'font-medium',
    cell: (r) => (
      <>
        <button
          type="button"
          className="text-left hover:text-primary hover:underline"
          onClick={() => onStatement(r)}
        >
          {r.clientName}
        </button>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal tabular-nums sm:hidden">
          <span className="font-semibold">{formatCop(r.owed)}</span>
          <OverdueBadge receivable={r} />
        </span>
        {r.phone && (
          <span className="hidden text-xs font-normal text-muted sm:block">{formatPhone(r.phone)}</span>
        )}
      </>
    ),
  },
  {
    id: 'owed',
    header: c.owed,
    align: 'end',
    hiddenOnPhone: true,
    className: 'font-semibold tabular-nums whitespace-nowrap',
    cell: (r) => formatCop(r.owed),
  },
  {
    id: 'oldestDue',
    header: c.oldestDue,
    hiddenOnPhone: true,
    className: 'tabular-nums whitespace-nowrap',
    cell: (r) => formatDisplayDate(r.oldestDueDate),
  },
  {
    id: 'daysOverdue',
    header: c.daysOverdue,
    hiddenOnPhone: true,
    cell: (r) => <OverdueBadge receivable={r} />,
  },
  {
    id: 'creditLimit',
    header: c.creditLimit,
    align: 'end',
    hiddenOnPhone: true,
    className: 'tabular-nums whitespace-nowrap',
    cell: (r) =>
      r.creditLimit === null ? <span className="text-muted">{t.noLimit}</span> : formatCop(r.creditLimit),
  },
];

/** The cartera: who owes, overdue first; each row opens the client's estado de cuenta. */
export function ReceivablesTable({ receivables, offset, onStatement }: ReceivablesTableProps) {
  const actions = actionsColumn<Receivable>((r) => (
    <RowAction label={`${t.statement}: ${r.clientName}`} icon={FileText} onClick={() => onStatement(r)} />
  ));
  return (
    <DataTable
      label={t.title}
      rows={receivables}
      columns={[...columns(onStatement), actions]}
      rowKey={(r) => r.clientId}
      numbering={{ header: '#', offset }}
      rowAttributes={(r) => ({ 'data-client-id': r.clientId })}
    />
  );
}
