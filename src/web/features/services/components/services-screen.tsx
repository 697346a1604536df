import { useState } from 'react';
import { Plus } from 'lucide-react';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { Service } from '#shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { useDeleteService } from '../api/delete-service';
import { useExportService } from '../api/export-service';
import { useServices } from '../api/get-services';
import { ServiceFormDialog } from './service-form-dialog';
import { ServicesTable } from './services-table';

// The services screen first loads 50 rows (spec section 9).
const FIRST_PAGE_SIZE = 50;

export interface ServicesScreenProps {
  /** Open the new-service form on arrival (the dashboard's quick action). */
  startWithNew?: boolean;
}

/** Listado de Servicios: search, table, pagination, new/edit form, delete and CSV download. */
export function ServicesScreen({ startWithNew = false }: ServicesScreenProps) {
  const list = useListState(FIRST_PAGE_SIZE);
  const services = useServices(list.query);
  list.clampTo(services.data?.pagination.totalPages);
  const [form, setForm] = useState<{ service: Service | null } | null>(
    startWithNew ? { service: null } : null,
  );
  const download = useExportService();
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Service>(useDeleteService(), {
    failedText: messages.services.deleteFailed,
    onDeleted: () => showSuccess(messages.services.deleted),
  });
  const openNew = () => setForm({ service: null });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{ui.services.title}</h2>
        <Button onClick={openNew}>
          <Plus aria-hidden className="size-4" />
          {ui.services.new}
        </Button>
      </div>
      <SearchInput
        placeholder={ui.services.searchPlaceholder}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        className="sm:max-w-sm"
      />
      <Card className="overflow-hidden">
        <QueryView
          query={services}
          errorMessage={messages.services.loadFailed}
          isEmpty={(data) => data.services.length === 0}
          empty={
            list.query.search ? (
              <EmptyState title={ui.list.empty} body={ui.services.emptySearch} />
            ) : (
              <EmptyState
                title={ui.services.emptyTitle}
                body={ui.services.emptyBody}
                action={<Button onClick={openNew}>{ui.services.new}</Button>}
              />
            )
          }
        >
          {(data) => (
            <>
              <ServicesTable
                services={data.services}
                offset={(data.pagination.currentPage - 1) * data.pagination.limit}
                downloadingId={download.isPending ? (download.variables ?? null) : null}
                onEdit={(service) => setForm({ service })}
                onDelete={removal.ask}
                onDownload={(service) =>
                  download.mutate(service.id, {
                    onError: (error) => showError(errorMessage(error, messages.services.exportFailed)),
                  })
                }
              />
              <PaginationBar
                pagination={data.pagination}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                disabled={services.isFetching}
              />
            </>
          )}
        </QueryView>
      </Card>
      <ServiceFormDialog
        open={form !== null}
        service={form?.service ?? null}
        onClose={() => setForm(null)}
        onSaved={() => showSuccess(messages.services.saved)}
      />
      <ConfirmDialog
        {...removal.dialog}
        message={messages.services.confirmDelete}
        subject={removal.target?.name}
      />
      <Toast notice={notice} />
    </div>
  );
}
