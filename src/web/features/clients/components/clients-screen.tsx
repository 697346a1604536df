import { useState } from 'react';
import { Plus } from 'lucide-react';
import { whatsappLink } from '#shared/domain/phone';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { Client } from '#shared/schemas/clients';
import { DEFAULT_PAGE_SIZE } from '#shared/schemas/common';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { SearchInput } from '@/components/ui/search-input';
import { Toast } from '@/components/ui/toast';
import { useConfirmDelete } from '@/lib/use-confirm-delete';
import { useListState } from '@/lib/use-list-state';
import { useTimedNotice } from '@/lib/use-timed-notice';
import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsTable } from './clients-table';

export interface ClientsScreenProps {
  /** Open the new-client form on arrival (the dashboard's quick action). */
  startWithNew?: boolean;
}

/** Listado de Clientes: search by name or phone, table, pagination, form, delete, WhatsApp. */
export function ClientsScreen({ startWithNew = false }: ClientsScreenProps) {
  const list = useListState(DEFAULT_PAGE_SIZE);
  const clients = useClients(list.query);
  list.clampTo(clients.data?.pagination.totalPages);
  const [form, setForm] = useState<{ client: Client | null } | null>(startWithNew ? { client: null } : null);
  const { notice, showError, showSuccess } = useTimedNotice();
  const removal = useConfirmDelete<Client>(useDeleteClient(), {
    failedText: messages.clients.deleteFailed,
    onDeleted: () => showSuccess(messages.clients.deleted),
  });
  const openNew = () => setForm({ client: null });

  const notify = (client: Client) => {
    if (!client.phone) return showError(messages.clients.noPhone);
    window.open(whatsappLink(client.phone), '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{ui.clients.title}</h2>
        <Button onClick={openNew}>
          <Plus aria-hidden className="size-4" />
          {ui.clients.new}
        </Button>
      </div>
      <SearchInput
        placeholder={ui.clients.searchPlaceholder}
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        className="sm:max-w-sm"
      />
      <Card className="overflow-hidden">
        <QueryView
          query={clients}
          errorMessage={messages.clients.loadFailed}
          isEmpty={(data) => data.clients.length === 0}
          empty={
            list.query.search ? (
              <EmptyState title={ui.list.empty} body={ui.clients.emptySearch} />
            ) : (
              <EmptyState
                title={ui.clients.emptyTitle}
                body={ui.clients.emptyBody}
                action={<Button onClick={openNew}>{ui.clients.new}</Button>}
              />
            )
          }
        >
          {(data) => (
            <>
              <ClientsTable
                clients={data.clients}
                offset={(data.pagination.currentPage - 1) * data.pagination.limit}
                onEdit={(client) => setForm({ client })}
                onDelete={removal.ask}
                onNotify={notify}
              />
              <PaginationBar
                pagination={data.pagination}
                onPageChange={list.setPage}
                onLimitChange={list.setLimit}
                disabled={clients.isFetching}
              />
            </>
          )}
        </QueryView>
      </Card>
      <ClientFormDialog
        open={form !== null}
        client={form?.client ?? null}
        onClose={() => setForm(null)}
        onSaved={() => showSuccess(messages.clients.saved)}
      />
      <ConfirmDialog
        {...removal.dialog}
        message={messages.clients.confirmDelete}
        subject={removal.target?.name}
      />
      <Toast notice={notice} />
    </div>
  );
}
