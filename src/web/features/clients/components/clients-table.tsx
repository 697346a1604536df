import { MessageCircle, Pencil, Trash } from 'lucide-react';
import clsx from 'clsx';
import { formatPhone } from '#shared/domain/phone';
import { ui } from '#shared/messages/ui';
import { CLIENT_TYPE_LABELS, type Client } from '#shared/schemas/clients';
import { RowAction } from '@/components/ui/row-action';
import { indexCellClass, pinnedEndClass, pinnedStartClass, Table, Td, Th } from '@/components/ui/table';

export interface ClientsTableProps {
  clients: Client[];
  offset: number;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onNotify: (client: Client) => void;
}

const c = ui.clients.columns;

export function ClientsTable({ clients, offset, onEdit, onDelete, onNotify }: ClientsTableProps) {
  return (
    <Table aria-label={ui.clients.title}>
      <thead>
        <tr>
          <Th className={clsx('w-12', indexCellClass)}>{c.index}</Th>
          <Th className={pinnedStartClass}>{c.name}</Th>
          <Th>{c.phone}</Th>
          <Th>{c.type}</Th>
          <Th className="text-right">{c.activeProfiles}</Th>
          <Th className={clsx('text-right', pinnedEndClass)}>{ui.list.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {clients.map((client, index) => (
          <tr key={client.id} className="hover:bg-surface-2/50">
            <Td className={clsx('text-muted tabular-nums', indexCellClass)}>{offset + index + 1}</Td>
            <Td className={clsx('font-medium', pinnedStartClass)}>{client.name}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {client.phone ? (
                formatPhone(client.phone)
              ) : (
                <span className="text-muted">{ui.clients.noPhone}</span>
              )}
            </Td>
            <Td>
              <span
                className={clsx(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                  client.type === 'revendedor'
                    ? 'bg-warning/15 text-warning'
                    : 'bg-primary-soft text-primary',
                )}
              >
                {CLIENT_TYPE_LABELS[client.type]}
              </span>
            </Td>
            <Td className="text-right tabular-nums">{client.active_profiles_count}</Td>
            <Td className={pinnedEndClass}>
              <div className="flex justify-end gap-1">
                <RowAction
                  label={ui.clients.whatsappAction(client.name)}
                  icon={MessageCircle}
                  onClick={() => onNotify(client)}
                  className="hover:text-success"
                />
                <RowAction
                  label={ui.clients.editAction(client.name)}
                  icon={Pencil}
                  onClick={() => onEdit(client)}
                />
                <RowAction
                  label={ui.clients.deleteAction(client.name)}
                  icon={Trash}
                  onClick={() => onDelete(client)}
                  danger
                />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
