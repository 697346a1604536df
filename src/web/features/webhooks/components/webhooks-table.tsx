import { History, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { webhooksUi } from '#shared/messages/webhooks';
import type { Webhook } from '#shared/schemas/webhooks';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

const t = webhooksUi;
const c = t.columns;

export interface WebhooksTableProps {
  webhooks: readonly Webhook[];
  onEdit: (webhook: Webhook) => void;
  onToggle: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
}

const events = (webhook: Webhook) => webhook.events.map((e) => t.events[e]).join(', ');

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        active ? 'bg-success/15 text-success' : 'bg-surface-2 text-muted',
      )}
    >
      {active ? t.active : t.inactive}
    </span>
  );
}

/** The shop's webhooks: where each goes, what it wants, whether it is on; its deliveries. */
export function WebhooksTable({ webhooks, onEdit, onToggle, onDelete, onDeliveries }: WebhooksTableProps) {
  const columns: DataTableColumn<Webhook>[] = [
    {
      id: 'url',
      header: c.url,
      pin: 'start',
      className: 'font-medium',
      cell: (webhook) => (
        <>
          <span className="block max-w-[14rem] font-mono text-xs break-all sm:max-w-md">{webhook.url}</span>
          <span className="block text-xs font-normal text-muted sm:hidden">
            {events(webhook)} · {webhook.active ? t.active : t.inactive}
          </span>
        </>
      ),
    },
    { id: 'events', header: c.events, hiddenOnPhone: true, cell: events },
    {
      id: 'status',
      header: c.status,
      hiddenOnPhone: true,
      cell: (webhook) => <StatusBadge active={webhook.active} />,
    },
  ];
  const actions = actionsColumn<Webhook>((webhook) => (
    <>
      <RowAction
        label={t.deliveriesAction(webhook.url)}
        icon={History}
        onClick={() => onDeliveries(webhook)}
      />
      <RowAction label={t.editAction(webhook.url)} icon={Pencil} onClick={() => onEdit(webhook)} />
      <RowAction
        label={t.toggleAction(webhook.active ? t.disable : t.enable, webhook.url)}
        icon={webhook.active ? PowerOff : Power}
        onClick={() => onToggle(webhook)}
      />
      <RowAction label={t.removeAction(webhook.url)} icon={Trash2} onClick={() => onDelete(webhook)} danger />
    </>
  ));
  return (
    <DataTable
      label={t.tableLabel}
      rows={webhooks}
      columns={[...columns, actions]}
      rowKey={(webhook) => webhook.id}
    />
  );
}
