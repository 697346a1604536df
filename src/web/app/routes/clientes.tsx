import { useState } from 'react';
import { FileText, Merge, Plus, Send } from 'lucide-react';
import { canAccessSection } from '#shared/domain/permissions';
import { whatsappLink } from '#shared/domain/whatsapp';
import { clientMergeUi, clientsMessages, clientsUi } from '#shared/messages/clients';
import { listUi } from '#shared/messages/common';
import { templateEditorUi } from '#shared/messages/messaging';
import { receivablesUi } from '#shared/messages/receivables';
import { sendRunUi } from '#shared/messages/send-runs';
import type { Client } from '#shared/schemas/clients';
import { DEFAULT_PAGE_SIZE } from '#shared/domain/lists';
import { useDeleteClient } from '@/api/clients/delete-client';
import { clientsExportPath } from '@/api/clients/export-clients';
import { useClients } from '@/api/clients/get-clients';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useCreateSendRun } from '@/api/send-runs/create-send-run';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/ui/export-menu';
import { ListScreen } from '@/components/ui/list-screen';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { ProfileTarget } from '@/features/accounts/components/profile-dialog';
import type { SellRequest } from '@/features/accounts/components/sell-dialog';
import { ClientsTable } from '@/features/clients/components/clients-table';
import { SellAgainPanel } from '@/features/clients/components/sell-again-panel';
import { ClientCarteraPanel } from '@/features/payments/components/client-cartera-panel';
import type { PayingClient } from '@/features/payments/components/register-payment-dialog';
import { useSession } from '@/lib/auth';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { errorMessage } from '@/lib/api-error';
import { useCreateRequest } from '@/lib/use-create-request';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useTimedNotice } from '@/lib/use-timed-notice';

// The dialogs load when first opened (their forms bring react-hook-form and the zod schemas):
// the list comes first (decision 037).
const ClientFormDialog = lazyDialog(
  () => import('@/features/clients/components/client-form-dialog').then((m) => m.ClientFormDialog),
  (props) => props.open,
);
const ClientProfilesDialog = lazyDialog(
  () => import('@/features/clients/components/client-profiles-dialog').then((m) => m.ClientProfilesDialog),
  (props) => props.client !== null,
);
// Vender de nuevo opens Asignar Perfil on the profile offered to a released client (issue 25).
const AssignProfileDialog = lazyDialog(
  () => import('@/features/accounts/components/assign-profile-dialog').then((m) => m.AssignProfileDialog),
  (props) => props.target !== null,
);
// Vender (issue 25): a plan sold to the client, from the row or right after Nuevo Cliente.
const SellDialog = lazyDialog(
  () => import('@/features/accounts/components/sell-dialog').then((m) => m.SellDialog),
  (props) => props.request !== null,
);
// Ventas (issue 25): the client's sales, Renovar on what each still holds.
const ClientSalesDialog = lazyDialog(
  () => import('@/features/clients/components/client-sales-dialog').then((m) => m.ClientSalesDialog),
  (props) => props.client !== null,
);
const ClientNotifyDialog = lazyDialog(
  () => import('@/features/messaging/components/client-notify-dialog').then((m) => m.ClientNotifyDialog),
  (props) => props.open,
);
const ClientHistoryDialog = lazyDialog(
  () => import('@/features/clients/components/client-history-dialog').then((m) => m.ClientHistoryDialog),
  (props) => props.client !== null,
);
const RegisterPaymentDialog = lazyDialog(
  () => import('@/features/payments/components/register-payment-dialog').then((m) => m.RegisterPaymentDialog),
  (props) => props.client !== null,
);
const PortalLinkDialog = lazyDialog(
  () => import('@/features/portal-links/components/portal-link-dialog').then((m) => m.PortalLinkDialog),
  (props) => props.client !== null,
);
// Unir (issue 26 item 5): the ticked clients merged into the one kept.
const MergeClientsDialog = lazyDialog(
  () => import('@/features/clients/components/merge-clients-dialog').then((m) => m.MergeClientsDialog),
  (props) => props.clientIds !== null,
);
// Avisar (issue 26 item 3): a send run over the ticked clients, the same panel as Avisos.
const SendRunDialog = lazyDialog(
  () => import('@/features/messaging/components/send-run-dialog').then((m) => m.SendRunDialog),
  (props) => props.runId !== null,
);
const WhatsappTemplatesDialog = lazyDialog(
  () =>
    import('@/features/messaging/components/whatsapp-templates-dialog').then(
      (m) => m.WhatsappTemplatesDialog,
    ),
  (props) => props.open,
);

/**
 * Listado de Clientes: search by name or phone, table, pagination, form, delete, WhatsApp, the
 * client profiles modal (notify about them; Vender de nuevo for a released client), each client's
 * history and the Plantillas WhatsApp manager.
 */
function ClientsRoute() {
  const list = useListState(DEFAULT_PAGE_SIZE);
  // Con deuda (issue 24): only the clients who owe, the largest debt first.
  const filters = useUrlFilters({ debt: { param: 'deuda', fallback: '', valid: (v) => v === '1' } });
  const debt = filters.values.debt === '1';
  const clients = useClients({ ...list.query, debt });
  useClampedPage(list, clients);
  const startWithNew = useCreateRequest();
  const [form, setForm] = useState<{ client: Client | null } | null>(startWithNew ? { client: null } : null);
  const [profilesOf, setProfilesOf] = useState<Client | null>(null);
  const [historyOf, setHistoryOf] = useState<Client | null>(null);
  const [salesOf, setSalesOf] = useState<Client | null>(null);
  const [portalOf, setPortalOf] = useState<Client | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [paying, setPaying] = useState<PayingClient | null>(null);
  const [selling, setSelling] = useState<ProfileTarget | null>(null);
  const [sellRequest, setSellRequest] = useState<SellRequest | null>(null);
  const sellTo = (client: Client) =>
    setSellRequest({ client: { id: client.id, name: client.name, type: client.type } });
  const { today } = useBusinessTime();
  // Abonos follow Movimientos (issue 24): the same rule the API applies.
  const { data: user } = useSession();
  const canCollect = user ? canAccessSection(user, 'movimientos') : false;
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Client>(useDeleteClient(), {
    failedText: clientsMessages.deleteFailed,
    onDeleted: () => showSuccess(clientsMessages.deleted),
  });
  const openNew = () => setForm({ client: null });
  // The clients ticked to merge: kept across pages and searches until merged or cleared.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [merging, setMerging] = useState<number[] | null>(null);
  // Avisar: each ticked client's suggested reminder, one by one in a send run (decision 052);
  // clients with nothing due are skipped by the run, and a selection with nobody to write gets
  // the server's 409 in Spanish.
  const createRun = useCreateSendRun();
  const [runId, setRunId] = useState<number | null>(null);
  const notifySelected = () =>
    createRun.mutate(
      { clientIds: [...selected] },
      {
        onSuccess: (run) => setRunId(run.id),
        onError: (error) => showError(errorMessage(error, sendRunUi.startFailed)),
      },
    );
  const pageClients = clients.data?.clients ?? [];
  const toggle = (ids: number[], checked: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selection = {
    selected,
    onToggle: (client: Client, checked: boolean) => toggle([client.id], checked),
    onTogglePage: (checked: boolean) =>
      toggle(
        pageClients.map((client) => client.id),
        checked,
      ),
  };

  const notify = (client: Client) => {
    if (!client.phone) return showError(clientsMessages.noPhone);
    window.open(whatsappLink(client.phone), '_blank', 'noopener,noreferrer');
  };

  return (
    <ListScreen
      title={clientsUi.title}
      actions={
        <>
          {selected.size > 0 && (
            <span className="flex items-center gap-1 text-sm text-muted" aria-live="polite">
              {clientMergeUi.selected(selected.size)}
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                {clientMergeUi.clear}
              </Button>
            </span>
          )}
          {selected.size > 0 && (
            <Button variant="secondary" disabled={createRun.isPending} onClick={notifySelected}>
              <Send aria-hidden className="size-4" />
              {createRun.isPending ? sendRunUi.starting : sendRunUi.notifySelected(selected.size)}
            </Button>
          )}
          {selected.size >= 2 && (
            <Button variant="secondary" onClick={() => setMerging([...selected])}>
              <Merge aria-hidden className="size-4" />
              {clientMergeUi.action}
            </Button>
          )}
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
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchInput
            placeholder={clientsUi.searchPlaceholder}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            className="sm:max-w-sm"
          />
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={debt}
              onChange={(event) => filters.set('debt', event.target.checked ? '1' : '')}
            />
            {receivablesUi.withDebt}
          </label>
        </div>
      }
      query={clients}
      errorMessage={clientsMessages.loadFailed}
      isEmpty={(data) => data.clients.length === 0}
      empty={
        list.query.search || debt ? (
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
          onSell={sellTo}
          onSales={setSalesOf}
          onPortal={canCollect ? setPortalOf : undefined}
          selection={selection}
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
            onSaveAndSell={sellTo}
          />
          <ClientProfilesDialog
            client={profilesOf}
            onClose={() => setProfilesOf(null)}
            renderNotify={({ mode, ...request }) => (
              <ClientNotifyDialog open={mode !== null} custom={mode === 'custom'} {...request} />
            )}
            renderCartera={(client) => <ClientCarteraPanel client={client} canCollect={canCollect} />}
            renderSellAgain={(client) => (
              <SellAgainPanel
                client={client}
                onSell={(account, profile) => {
                  setProfilesOf(null);
                  // The client comes chosen: the profile is libre, Asignar sells it to them.
                  setSelling({
                    account,
                    profile: { ...profile, clientId: client.id, clientName: client.name },
                  });
                }}
              />
            )}
          />
          {today && (
            <>
              <AssignProfileDialog target={selling} today={today} onClose={() => setSelling(null)} />
              <SellDialog
                request={sellRequest}
                today={today}
                onClose={() => setSellRequest(null)}
                onSold={showSuccess}
              />
            </>
          )}
          <RegisterPaymentDialog client={paying} onClose={() => setPaying(null)} onSaved={showSuccess} />
          <ClientHistoryDialog client={historyOf} onClose={() => setHistoryOf(null)} />
          <ClientSalesDialog client={salesOf} onClose={() => setSalesOf(null)} />
          <PortalLinkDialog client={portalOf} onClose={() => setPortalOf(null)} />
          <MergeClientsDialog
            clientIds={merging}
            onClose={() => setMerging(null)}
            onMerged={(message) => {
              setSelected(new Set());
              showSuccess(message);
            }}
          />
          <SendRunDialog runId={runId} onClose={() => setRunId(null)} />
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
