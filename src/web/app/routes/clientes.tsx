import { useState } from 'react';
import { FileText, Plus } from 'lucide-react';
import { canAccessSection } from '#shared/domain/permissions';
import { whatsappLink } from '#shared/domain/phone';
import { clientsMessages, clientsUi } from '#shared/messages/clients';
import { listUi } from '#shared/messages/common';
import { templateEditorUi } from '#shared/messages/messaging';
import type { Client } from '#shared/schemas/clients';
import { DEFAULT_PAGE_SIZE } from '#shared/schemas/common';
import { useDeleteClient } from '@/api/clients/delete-client';
import { clientsExportPath } from '@/api/clients/export-clients';
import { useClients } from '@/api/clients/get-clients';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import { ClientFormDialog } from '@/features/clients/components/client-form-dialog';
import { ClientHistoryDialog } from '@/features/clients/components/client-history-dialog';
import { ClientProfilesDialog } from '@/features/clients/components/client-profiles-dialog';
import { ClientsTable } from '@/features/clients/components/clients-table';
import { ClientCarteraPanel } from '@/features/payments/components/client-cartera-panel';
import {
  RegisterPaymentDialog,
  type PayingClient,
} from '@/features/payments/components/register-payment-dialog';
import { ClientNotifyDialog } from '@/features/messaging/components/client-notify-dialog';
import { WhatsappTemplatesDialog } from '@/features/messaging/components/whatsapp-templates-dialog';
import { useSession } from '@/lib/auth';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useCreateRequest } from '@/lib/use-create-request';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';

/**
 * Listado de Clientes: search by name or phone, table, pagination, form, delete, WhatsApp, the
 * client profiles modal (notify about them), each client's history and the Plantillas WhatsApp
 * manager.
 */
function ClientsRoute() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const clients = useClients(list.query);
  useClampedPage(list, clients);
  const startWithNew = useCreateRequest();
  const [form, setForm] = useState<{ client: Client | null } | null>(startWithNew ? { client: null } : null);
  const [profilesOf, setProfilesOf] = useState<Client | null>(null);
  const [historyOf, setHistoryOf] = useState<Client | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [paying, setPaying] = useState<PayingClient | null>(null);
  // Abonos follow Movimientos (issue 24): the same rule the API applies.
  const { data: user } = useSession();
  const canCollect = user ? canAccessSection(user, 'movimientos') : false;
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Client>(useDeleteClient(), {
    failedText: clientsMessages.deleteFailed,
    onDeleted: () => showSuccess(clientsMessages.deleted),
  });
  const openNew = () => setForm({ client: null });

  const notify = (client: Client) => {
    if (!client.phone) return showError(clientsMessages.noPhone);
    window.open(whatsappLink(client.phone), '_blank', 'noopener,noreferrer');
  };

  return (
    <ListScreen
      title={clientsUi.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => setTemplatesOpen(true)}>
            <FileText aria-hidden className="size-4" />
            {templateEditorUi.whatsappButton}
          </Button>
          <ExportMenu path={clientsExportPath} params={{ search: list.query.search }} fileName="clientes" />
          <Button onClick={openNew}>
            <Plus aria-hidden className="size-4" />
            {clientsUi.new}
          </Button>
        </>
      }
      filters={
        <SearchInput
          placeholder={clientsUi.searchPlaceholder}
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          className="sm:max-w-sm"
        />
      }
      query={clients}
      errorMessage={clientsMessages.loadFailed}
      isEmpty={(data) => data.clients.length === 0}
      empty={
        list.query.search ? (
          <EmptyState title={listUi.empty} body={clientsUi.emptySearch} />
        ) : (
          <EmptyState
            title={clientsUi.emptyTitle}
            body={clientsUi.emptyBody}
            action={<Button onClick={openNew}>{clientsUi.new}</Button>}
          />
        )
      }
      table={(data) => (
        <ClientsTable
          clients={data.clients}
          offset={(data.pagination.currentPage - 1) * data.pagination.limit}
          onEdit={(client) => setForm({ client })}
          onDelete={removal.ask}
          onNotify={notify}
          onProfiles={setProfilesOf}
          onHistory={setHistoryOf}
          onPayment={canCollect ? (client) => setPaying({ id: client.id, name: client.name }) : undefined}
        />
      )}
      pagination={(data) => (
        <PaginationBar
          pagination={data.pagination}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={clients.isFetching}
        />
      )}
      dialogs={
        <>
          <ClientFormDialog
            open={form !== null}
            client={form?.client ?? null}
            onClose={() => setForm(null)}
            onSaved={() => showSuccess(clientsMessages.saved)}
          />
          <ClientProfilesDialog
            client={profilesOf}
            onClose={() => setProfilesOf(null)}
            renderNotify={({ mode, ...request }) => (
              <ClientNotifyDialog open={mode !== null} custom={mode === 'custom'} {...request} />
            )}
            renderCartera={(client) => <ClientCarteraPanel client={client} canCollect={canCollect} />}
          />
          <RegisterPaymentDialog client={paying} onClose={() => setPaying(null)} onSaved={showSuccess} />
          <ClientHistoryDialog client={historyOf} onClose={() => setHistoryOf(null)} />
          <WhatsappTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
          <ConfirmDialog
            {...removal.dialog}
            message={clientsMessages.confirmDelete}
            subject={removal.target?.name}
          />
          <Toast notice={notice} />
        </>
      }
    />
  );
}

export { ClientsRoute as Component };
