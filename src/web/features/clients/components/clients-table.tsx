import {
  HandCoins,
  History,
  Link2,
  ListChecks,
  MessageCircle,
  Pencil,
  Receipt,
  ShoppingCart,
  Trash,
} from 'lucide-react';
import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { formatPhone } from '#shared/domain/phone';
import { receivablesUi } from '#shared/messages/receivables';
import { historyUi } from '#shared/messages/audit';
import { carteraUi } from '#shared/messages/cartera';
import { clientMergeUi, clientProfilesUi, clientsUi } from '#shared/messages/clients';
import { saleListUi, salesUi } from '#shared/messages/sales';
import { portalLinkUi } from '#shared/messages/portal';
import { CLIENT_TYPE_LABELS } from '#shared/domain/client-types';
import type { Client } from '#shared/schemas/clients';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

export interface ClientsTableProps {
  clients: Client[];
  /** Row number of the first client on this page, minus one. */
  offset: number;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onNotify: (client: Client) => void;
  /** Opens the client profiles modal. */
  onProfiles: (client: Client) => void;
  /** Opens the client's history (the audit trail's rows about them). */
  onHistory: (client: Client) => void;
  /** Vender (issue 25): a plan sold to the client, the profile picked by the shop. */
  onSell?: (client: Client) => void;
  /** Ventas (issue 25): the client's sales, each renewed as a whole. */
  onSales?: (client: Client) => void;
  /** The client's private portal link (issue 27). */
  onPortal?: (client: Client) => void;
  /** Registrar abono (issue 24); left out for those not allowed Movimientos. */
  onPayment?: (client: Client) => void;
  /** The clients ticked to merge (Unir, issue 26); absent, the rows have no checkbox. */
  selection?: ClientSelection;
}

export interface ClientSelection {
  selected: ReadonlySet<number>;
  onToggle: (client: Client, checked: boolean) => void;
  /** Every client of the page ticked (true) or none of them (false). */
  onTogglePage: (checked: boolean) => void;
}

const c = clientsUi.columns;

const phoneText = (client: Client) =>
  client.phone ? formatPhone(client.phone) : <span className="text-muted">{clientsUi.noPhone}</span>;

function TypeBadge({ client }: { client: Client }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        client.type === 'revendedor' ? 'bg-warning/15 text-warning' : 'bg-primary-soft text-primary',
      )}
    >
      {CLIENT_TYPE_LABELS[client.type]}
    </span>
  );
}

/** Saldo (issue 24): what the client owes, or their saldo a favor. */
function Balance({ client }: { client: Client }) {
  if (client.owed > 0)
    return <span className="font-semibold text-danger">{receivablesUi.owes(formatCop(client.owed))}</span>;
  if (client.credit > 0)
    return <span className="text-success">{receivablesUi.inFavor(formatCop(client.credit))}</span>;
  return <span className="text-muted">{formatCop(0)}</span>;
}

/** The name column's header: a checkbox that ticks the whole page, mixed when some are ticked. */
function PageCheckbox({ clients, selection }: { clients: Client[]; selection: ClientSelection }) {
  const ticked = clients.filter((client) => selection.selected.has(client.id)).length;
  const all = clients.length > 0 && ticked === clients.length;
  return (
    <label className="-my-2 flex min-h-10 cursor-pointer items-center gap-2">
      <input
        type="checkbox"
        className="size-5 accent-primary"
        aria-label={clientMergeUi.selectPage}
        checked={all}
        ref={(input) => {
          if (input) input.indeterminate = ticked > 0 && !all;
        }}
        onChange={(event) => selection.onTogglePage(event.target.checked)}
      />
      <span>{c.name}</span>
    </label>
  );
}

const dataColumns = (
  onProfiles: (client: Client) => void,
  clients: Client[],
  selection: ClientSelection | undefined,
): DataTableColumn<Client>[] => [
  {
    id: 'name',
    header: selection ? <PageCheckbox clients={clients} selection={selection} /> : c.name,
    pin: 'start',
    className: 'font-medium',
    cell: (client) => (
      <>
        <span className="flex items-center gap-2">
          {selection && (
            // A thumb-sized target on a phone; the box itself stays small.
            <label className="-m-2 flex shrink-0 cursor-pointer items-center p-2">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                aria-label={clientMergeUi.select(client.name)}
                checked={selection.selected.has(client.id)}
                onChange={(event) => selection.onToggle(client, event.target.checked)}
              />
            </label>
          )}
          <span>{client.name}</span>
        </span>
        {/* On a phone the phone, type and count columns are left out: the row says them under the name. */}
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal tabular-nums sm:hidden">
          <span className="whitespace-nowrap">{phoneText(client)}</span>
          <TypeBadge client={client} />
          <span className="whitespace-nowrap text-muted">
            {clientsUi.activeProfilesShort(client.active_profiles_count)}
          </span>
          {(client.owed > 0 || client.credit > 0) && (
            <span className="whitespace-nowrap">
              <Balance client={client} />
            </span>
          )}
        </span>
      </>
    ),
  },
  {
    id: 'phone',
    header: c.phone,
    hiddenOnPhone: true,
    className: 'whitespace-nowrap tabular-nums',
    cell: phoneText,
  },
  { id: 'type', header: c.type, hiddenOnPhone: true, cell: (client) => <TypeBadge client={client} /> },
  {
    id: 'activeProfiles',
    header: c.activeProfiles,
    hiddenOnPhone: true,
    align: 'end',
    className: 'tabular-nums',
    // The count opens the profiles, as the row action does: the obvious place to look for them.
    cell: (client) => (
      <button
        type="button"
        onClick={() => onProfiles(client)}
        aria-label={clientProfilesUi.countAction(client.active_profiles_count, client.name)}
        className="min-w-8 rounded-md px-2 py-1 font-semibold text-primary hover:bg-primary-soft hover:underline"
      >
        {client.active_profiles_count}
      </button>
    ),
  },
  {
    id: 'balance',
    header: receivablesUi.balanceColumn,
    hiddenOnPhone: true,
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (client) => <Balance client={client} />,
  },
];

/** The client book: name, phone, type, active profiles, and WhatsApp, edit, history and delete. */
export function ClientsTable({
  clients,
  offset,
  onEdit,
  onDelete,
  onNotify,
  onProfiles,
  onHistory,
  onPayment,
  onSell,
  onSales,
  onPortal,
  selection,
}: ClientsTableProps) {
  // Seven to ten actions: on a phone they stand in rows of four, so the name column keeps room for
  // the phone and type it shows under the name.
  const actions = actionsColumn<Client>((client) => (
    <div className="grid grid-cols-4 justify-items-end gap-1 sm:flex">
      {onSell && (
        <RowAction
          label={salesUi.rowAction(client.name)}
          icon={ShoppingCart}
          onClick={() => onSell(client)}
          className="hover:text-primary"
        />
      )}
      {onSales && (
        <RowAction label={saleListUi.rowAction(client.name)} icon={Receipt} onClick={() => onSales(client)} />
      )}
      <RowAction
        label={clientProfilesUi.action(client.name)}
        icon={ListChecks}
        onClick={() => onProfiles(client)}
      />
      <RowAction
        label={clientsUi.whatsappAction(client.name)}
        icon={MessageCircle}
        onClick={() => onNotify(client)}
        className="hover:text-success"
      />
      {onPayment && (
        <RowAction
          label={carteraUi.registerPaymentAction(client.name)}
          icon={HandCoins}
          onClick={() => onPayment(client)}
          className="hover:text-success"
        />
      )}
      {onPortal && (
        <RowAction label={portalLinkUi.action(client.name)} icon={Link2} onClick={() => onPortal(client)} />
      )}
      <RowAction label={clientsUi.editAction(client.name)} icon={Pencil} onClick={() => onEdit(client)} />
      <RowAction
        label={historyUi.clientAction(client.name)}
        icon={History}
        onClick={() => onHistory(client)}
      />
      <RowAction
        label={clientsUi.deleteAction(client.name)}
        icon={Trash}
        onClick={() => onDelete(client)}
        danger
      />
    </div>
  ));
  return (
    <DataTable
      label={clientsUi.title}
      rows={clients}
      columns={[...dataColumns(onProfiles, clients, selection), actions]}
      rowKey={(client) => client.id}
      numbering={{ header: c.index, offset }}
    />
  );
}
