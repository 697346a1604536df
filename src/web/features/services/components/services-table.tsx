import { Download, ExternalLink, ListChecks, MessageSquareText, Pencil, Trash, Tv } from 'lucide-react';
import { formatCop } from '#shared/domain/money';
import { templateEditorUi } from '#shared/messages/messaging';
import { plansUi } from '#shared/messages/plans';
import { servicesUi } from '#shared/messages/services';
import type { Service } from '#shared/schemas/services';
import { actionsColumn, DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { RowAction } from '@/components/ui/row-action';

export interface ServicesTableProps {
  services: Service[];
  /** Row number of the first service on this page, minus one. */
  offset: number;
  downloadingId: number | null;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  onDownload: (service: Service) => void;
  /** Opens the service's message template (its access information). */
  onTemplate: (service: Service) => void;
  /** Opens the service's plans (docs/decisions/039). */
  onPlans: (service: Service) => void;
}

const c = servicesUi.columns;

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const dataColumns: DataTableColumn<Service>[] = [
  {
    id: 'name',
    header: c.service,
    pin: 'start',
    cell: (service) => (
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2">
          {service.image ? (
            <img
              src={service.image}
              alt={servicesUi.imageAlt(service.name)}
              className="size-full object-cover"
            />
          ) : (
            <Tv aria-hidden className="size-4 text-muted" />
          )}
        </span>
        <span className="font-medium">{service.name}</span>
      </div>
    ),
  },
  {
    id: 'url',
    header: c.link,
    cell: (service) =>
      service.url ? (
        <a
          href={service.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          {hostOf(service.url)}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : (
        <span className="text-muted">{servicesUi.noLink}</span>
      ),
  },
  {
    id: 'price',
    header: c.price,
    align: 'end',
    className: 'whitespace-nowrap tabular-nums',
    cell: (service) => formatCop(service.price),
  },
  {
    id: 'maxProfiles',
    header: c.maxProfiles,
    align: 'end',
    className: 'tabular-nums',
    cell: (service) => service.maxProfiles,
  },
  {
    id: 'accounts',
    header: c.accounts,
    align: 'end',
    className: 'tabular-nums',
    cell: (service) => service.accounts_count,
  },
];

/** The catalogue: logo and name, link, price, maximum profiles, accounts, and the row's actions. */
export function ServicesTable({
  services,
  offset,
  downloadingId,
  onEdit,
  onDelete,
  onDownload,
  onTemplate,
  onPlans,
}: ServicesTableProps) {
  // The spec's order: edit message template, download, edit, delete; the plans come first.
  const actions = actionsColumn<Service>((service) => (
    <>
      <RowAction label={plansUi.action(service.name)} icon={ListChecks} onClick={() => onPlans(service)} />
      <RowAction
        label={templateEditorUi.serviceAction(service.name)}
        icon={MessageSquareText}
        onClick={() => onTemplate(service)}
      />
      <RowAction
        label={servicesUi.download(service.name)}
        icon={Download}
        onClick={() => onDownload(service)}
        disabled={downloadingId === service.id}
      />
      <RowAction label={servicesUi.editAction(service.name)} icon={Pencil} onClick={() => onEdit(service)} />
      <RowAction
        label={servicesUi.deleteAction(service.name)}
        icon={Trash}
        onClick={() => onDelete(service)}
        danger
      />
    </>
  ));
  return (
    <DataTable
      label={servicesUi.title}
      rows={services}
      columns={[...dataColumns, actions]}
      rowKey={(service) => service.id}
      numbering={{ header: c.index, offset }}
    />
  );
}
