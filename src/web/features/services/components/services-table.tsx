import { Download, ExternalLink, Pencil, Trash, Tv } from 'lucide-react';
import clsx from 'clsx';
import { formatCop } from '#shared/domain/money';
import { ui } from '#shared/messages/ui';
import type { Service } from '#shared/schemas/services';
import { RowAction } from '@/components/ui/row-action';
import { indexCellClass, pinnedEndClass, pinnedStartClass, Table, Td, Th } from '@/components/ui/table';

export interface ServicesTableProps {
  services: Service[];
  /** Row number of the first service on this page, minus one. */
  offset: number;
  downloadingId: number | null;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
  onDownload: (service: Service) => void;
}

const c = ui.services.columns;

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function ServicesTable({
  services,
  offset,
  downloadingId,
  onEdit,
  onDelete,
  onDownload,
}: ServicesTableProps) {
  return (
    <Table aria-label={ui.services.title}>
      <thead>
        <tr>
          <Th className={clsx('w-12', indexCellClass)}>{c.index}</Th>
          <Th className={pinnedStartClass}>{c.service}</Th>
          <Th>{c.link}</Th>
          <Th className="text-right">{c.price}</Th>
          <Th className="text-right">{c.maxProfiles}</Th>
          <Th className="text-right">{c.accounts}</Th>
          <Th className={clsx('text-right', pinnedEndClass)}>{ui.list.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {services.map((service, index) => (
          <tr key={service.id} className="hover:bg-surface-2/50">
            <Td className={clsx('text-muted tabular-nums', indexCellClass)}>{offset + index + 1}</Td>
            <Td className={pinnedStartClass}>
              <div className="flex items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2">
                  {service.image ? (
                    <img
                      src={service.image}
                      alt={ui.services.imageAlt(service.name)}
                      className="size-full object-cover"
                    />
                  ) : (
                    <Tv aria-hidden className="size-4 text-muted" />
                  )}
                </span>
                <span className="font-medium">{service.name}</span>
              </div>
            </Td>
            <Td>
              {service.url ? (
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
                <span className="text-muted">{ui.services.noLink}</span>
              )}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatCop(service.price)}</Td>
            <Td className="text-right tabular-nums">{service.maxProfiles}</Td>
            <Td className="text-right tabular-nums">{service.accounts_count}</Td>
            <Td className={pinnedEndClass}>
              <div className="flex justify-end gap-1">
                <RowAction
                  label={ui.services.download(service.name)}
                  icon={Download}
                  onClick={() => onDownload(service)}
                  disabled={downloadingId === service.id}
                />
                <RowAction
                  label={ui.services.editAction(service.name)}
                  icon={Pencil}
                  onClick={() => onEdit(service)}
                />
                <RowAction
                  label={ui.services.deleteAction(service.name)}
                  icon={Trash}
                  onClick={() => onDelete(service)}
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
