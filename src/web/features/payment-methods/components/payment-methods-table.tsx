import { ArrowDown, ArrowUp, Pencil, Trash } from 'lucide-react';
import clsx from 'clsx';
import { carteraUi, paymentMethodsUi } from '#shared/messages/cartera';
import type { PaymentMethod } from '#shared/schemas/payments';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';
import type { MoveDirection } from '../utils/move-payment-method';

const t = paymentMethodsUi;
const c = t.columns;

export interface PaymentMethodsTableProps {
  methods: readonly PaymentMethod[];
  /** A move is being saved: the arrows wait for it. */
  moving: boolean;
  onMove: (method: PaymentMethod, direction: MoveDirection) => void;
  onEdit: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
}

const columns: DataTableColumn<PaymentMethod>[] = [
  {
    id: 'name',
    header: c.name,
    pin: 'start',
    className: 'font-medium',
    cell: (method) => (
      <>
        <span className="break-words">{method.name}</span>
        {/* On phones the other columns hide behind the actions: the name's cell says them. */}
        <span className="block text-sm font-normal break-all tabular-nums sm:hidden">{method.number}</span>
        <span className="block text-xs font-normal text-muted sm:hidden">
          {[carteraUi.methodKinds[method.kind], method.holder, method.active ? null : t.inactive]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </>
    ),
  },
  {
    id: 'kind',
    header: c.kind,
    hiddenOnPhone: true,
    className: 'whitespace-nowrap',
    cell: (method) => carteraUi.methodKinds[method.kind],
  },
  {
    id: 'number',
    header: c.number,
    hiddenOnPhone: true,
    className: 'break-all tabular-nums',
    cell: (method) => method.number,
  },
  { id: 'holder', header: c.holder, hiddenOnPhone: true, cell: (method) => method.holder },
  {
    id: 'status',
    header: c.status,
    hiddenOnPhone: true,
    cell: (method) => (
      <span
        className={clsx(
          'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          method.active ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
        )}
      >
        {method.active ? t.active : t.inactive}
      </span>
    ),
  },
];

/** The shop's payment methods in their order, each movable up or down, editable and deletable. */
export function PaymentMethodsTable({ methods, moving, onMove, onEdit, onDelete }: PaymentMethodsTableProps) {
  const place = new Map(methods.map((method, index) => [method.id, index]));
  const actions = actionsColumn<PaymentMethod>((method) => {
    const index = place.get(method.id) ?? 0;
    return (
      <>
        <span data-move={`up-${method.id}`} className="contents">
          <RowAction
            label={t.moveUpAction(method.name)}
            icon={ArrowUp}
            disabled={moving || index === 0}
            onClick={() => onMove(method, 'up')}
          />
        </span>
        <span data-move={`down-${method.id}`} className="contents">
          <RowAction
            label={t.moveDownAction(method.name)}
            icon={ArrowDown}
            disabled={moving || index === methods.length - 1}
            onClick={() => onMove(method, 'down')}
          />
        </span>
        <RowAction label={t.editAction(method.name)} icon={Pencil} onClick={() => onEdit(method)} />
        <RowAction label={t.deleteAction(method.name)} icon={Trash} onClick={() => onDelete(method)} danger />
      </>
    );
  });
  return (
    <DataTable
      label={t.title}
      rows={methods}
      columns={[...columns, actions]}
      rowKey={(method) => method.id}
      numbering={{ header: c.index, offset: 0 }}
    />
  );
}
