import { Pencil, Trash } from 'lucide-react';
import clsx from 'clsx';
import { carteraUi } from '#shared/messages/cartera';
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { movementsMessages, movementsUi } from '#shared/messages/movements';
import type { Movement } from '#shared/schemas/movements';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';
import { MovementTypeBadge } from './movement-type-badge';

export interface MovementsTableProps {
  movements: Movement[];
  /** Row number of the first movement on this page, minus one. */
  offset: number;
  onEdit: (movement: Movement) => void;
  onDelete: (movement: Movement) => void;
}

const c = movementsUi.columns;
const none = (text: string) => <span className="text-muted">{text}</span>;

/** A cancelación gives money back: shown with a minus, as it counts in the stats. */
export const signedAmount = (movement: Pick<Movement, 'type' | 'amount'>) =>
  movement.type === 'cancelacion' && movement.amount > 0
    ? `−${formatCop(movement.amount)}`
    : formatCop(movement.amount);

/**
 * Under a sale's amount, what became of it when it was not paid on the spot (issue 24): fiada and
 * what it still owes, fiada and paid since, or anulada by a cancelación.
 */
function SaleState({ movement }: { movement: Movement }) {
  const state = carteraUi.saleState;
  const owes = movement.amount - movement.paidAmount;
  const text =
    movement.paymentStatus === 'anulado'
      ? state.cancelled
      : movement.paymentStatus === 'pendiente'
        ? state.owes(formatCop(owes))
        : movement.dueDate !== null
          ? state.paid
          : null;
  if (text === null) return null;
  return (
    <span
      data-testid="sale-state"
      className={clsx(
        'block text-xs whitespace-nowrap',
        movement.paymentStatus === 'pendiente' ? 'text-danger' : 'text-muted',
      )}
    >
      {text}
    </span>
  );
}

/** The data columns, shared with the per-user statistics. */
export const movementColumns: DataTableColumn<Movement>[] = [
  {
    id: 'date',
    header: c.date,
    pin: 'start',
    className: 'whitespace-nowrap tabular-nums font-medium',
    cell: (movement) => (
      <>
        {formatDisplayDate(movement.date)}
        {/* On a phone the row is a card: the type, client and service ride under the date, so
            the amount is in view beside them and nothing needs a sideways scroll. */}
        <span className="mt-1 block font-normal whitespace-normal sm:hidden">
          <MovementTypeBadge type={movement.type} />
          <span className="mt-1 block max-w-28 truncate text-xs">
            {[movement.clientName, movement.serviceName].filter(Boolean).join(' · ')}
          </span>
        </span>
      </>
    ),
  },
  {
    id: 'type',
    header: c.type,
    hiddenOnPhone: true,
    cell: (movement) => <MovementTypeBadge type={movement.type} />,
  },
  {
    id: 'amount',
    header: c.amount,
    align: 'end',
    cell: (movement) => (
      <>
        <span
          className={clsx('whitespace-nowrap tabular-nums', movement.type === 'cancelacion' && 'text-danger')}
        >
          {signedAmount(movement)}
        </span>
        <SaleState movement={movement} />
      </>
    ),
  },
  {
    id: 'client',
    hiddenOnPhone: true,
    header: c.client,
    className: 'max-w-48 truncate',
    cell: (movement) => movement.clientName ?? none(movementsMessages.noClient),
  },
  {
    id: 'service',
    hiddenOnPhone: true,
    header: c.service,
    className: 'whitespace-nowrap',
    cell: (movement) => movement.serviceName ?? none(movementsMessages.noService),
  },
  {
    id: 'description',
    hiddenOnPhone: true,
    header: c.description,
    className: 'max-w-64 truncate',
    cell: (movement) => <span title={movement.description ?? undefined}>{movement.description}</span>,
  },
];

/** The movements of one page: #, Fecha, Tipo, Monto, Cliente, Servicio, Descripción, Acciones. */
export function MovementsTable({ movements, offset, onEdit, onDelete }: MovementsTableProps) {
  const actions = actionsColumn<Movement>((movement) => {
    const date = formatDisplayDate(movement.date);
    const amount = formatCop(movement.amount);
    return (
      <>
        <RowAction
          label={movementsUi.editAction(date, amount)}
          icon={Pencil}
          onClick={() => onEdit(movement)}
        />
        <RowAction
          label={movementsUi.deleteAction(date, amount)}
          icon={Trash}
          onClick={() => onDelete(movement)}
          danger
        />
      </>
    );
  });
  return (
    <DataTable
      label={movementsUi.title}
      rows={movements}
      columns={[...movementColumns, actions]}
      rowKey={(movement) => movement.id}
      numbering={{ header: c.index, offset }}
    />
  );
}
