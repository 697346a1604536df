import { useState } from 'react';
import { FileText, Layers, Plus } from 'lucide-react';
import { combosUi } from '#shared/messages/combos';
import { listUi } from '#shared/messages/common';
import { templateEditorUi } from '#shared/messages/messaging';
import { servicesMessages, servicesUi } from '#shared/messages/services';
import type { Service } from '#shared/schemas/services';
import { useDeleteService } from '@/api/services/delete-service';
import { useExportService } from '@/api/services/export-service';
import { servicesExportPath } from '@/api/services/export-services';
import { useServices } from '@/api/services/get-services';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import {
  ServiceTemplateDialog,
  type ServiceTemplateSubject,
} from '@/features/messaging/components/service-template-dialog';
import { CombosDialog } from '@/features/combos/components/combos-dialog';
import { PlansDialog } from '@/features/plans/components/plans-dialog';
import { ServiceFormDialog } from '@/features/services/components/service-form-dialog';
import { ServicesTable } from '@/features/services/components/services-table';
import { errorMessage } from '@/lib/api-error';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useCreateRequest } from '@/lib/use-create-request';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';

// The services screen first loads 50 rows (spec section 9).
const FIRST_PAGE_SIZE = 50;

/** Listado de Servicios: search, table, pagination, new/edit form, delete and CSV download. */
function ServicesRoute() {
  const list = useListState(FIRST_PAGE_SIZE);
  const services = useServices(list.query);
  useClampedPage(list, services);
  const startWithNew = useCreateRequest();
  const [form, setForm] = useState<{ service: Service | null } | null>(
    startWithNew ? { service: null } : null,
  );
  const [template, setTemplate] = useState<ServiceTemplateSubject | null>(null);
  const [plansOf, setPlansOf] = useState<Service | null>(null);
  const [combosOpen, setCombosOpen] = useState(false);
  const download = useExportService();
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Service>(useDeleteService(), {
    failedText: servicesMessages.deleteFailed,
    onDeleted: () => showSuccess(servicesMessages.deleted),
  });
  const openNew = () => setForm({ service: null });

  return (
    <ListScreen
      title={servicesUi.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => setCombosOpen(true)}>
            <Layers aria-hidden className="size-4" />
            {combosUi.button}
          </Button>
          <Button variant="secondary" onClick={() => setTemplate('access')}>
            <FileText aria-hidden className="size-4" />
            {templateEditorUi.accessButton}
          </Button>
          <ExportMenu path={servicesExportPath} params={{ search: list.query.search }} fileName="servicios" />
          <Button onClick={openNew}>
            <Plus aria-hidden className="size-4" />
            {servicesUi.new}
          </Button>
        </>
      }
      filters={
        <SearchInput
          placeholder={servicesUi.searchPlaceholder}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          className="sm:max-w-sm"
        />
      }
      query={services}
      errorMessage={servicesMessages.loadFailed}
      isEmpty={(data) => data.services.length === 0}
      empty={
        list.query.search ? (
          <EmptyState title={listUi.empty} body={servicesUi.emptySearch} />
        ) : (
          <EmptyState
            title={servicesUi.emptyTitle}
            body={servicesUi.emptyBody}
            action={<Button onClick={openNew}>{servicesUi.new}</Button>}
          />
        )
      }
      table={(data) => (
        <ServicesTable
          services={data.services}
          offset={(data.pagination.currentPage - 1) * data.pagination.limit}
          downloadingId={download.isPending ? (download.variables ?? null) : null}
          onEdit={(service) => setForm({ service })}
          onDelete={removal.ask}
          onTemplate={(service) => setTemplate({ service })}
          onPlans={setPlansOf}
          onDownload={(service) =>
            download.mutate(service.id, {
              onError: (error) => showError(errorMessage(error, servicesMessages.exportFailed)),
            })
          }
        />
      )}
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={services.isFetching}
        />
      )}
      dialogs={
        <>
          <ServiceFormDialog
            open={form !== null}
            service={form?.service ?? null}
            onClose={() => setForm(null)}
            onSaved={() => showSuccess(servicesMessages.saved)}
          />
          <ServiceTemplateDialog subject={template} onClose={() => setTemplate(null)} />
          <PlansDialog service={plansOf} onClose={() => setPlansOf(null)} />
          <CombosDialog open={combosOpen} onClose={() => setCombosOpen(false)} />
          <ConfirmDialog
            {...removal.dialog}
            message={servicesMessages.confirmDelete}
            subject={removal.target?.name}
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

export { ServicesRoute as Component };
