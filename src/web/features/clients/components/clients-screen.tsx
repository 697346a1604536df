import { useState } from 'react';
import { Plus } from 'lucide-react';
import { whatsappLink } from '#shared/domain/phone';
import { messages } from '#shared/messages/es';
import { ui } from '#shared/messages/ui';
import type { Client } from '#shared/schemas/clients';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { DEFAULT_PAGE_SIZE } from '#shared/schemas/common';
import { errorMessage } from '@/lib/api-client';
import { useListState } from '@/lib/use-list-state';
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
  const [form, setForm] = useState<{ client: Client | null } | null>(startWithNew ? { client: null } : null);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteClient();

  const totalPages = clients.data?.pagination.totalPages;
  if (totalPages && list.page > totalPages) list.setPage(totalPages);

  const notify = (client: Client) => {
    if (!client.phone) return setNotice(messages.clients.noPhone);
    setNotice(null);
    window.open(whatsappLink(client.phone), '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">{ui.clients.title}</h2>
        <Button onClick={() => setForm({ client: null })}>
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
      {notice && <Alert tone="error">{notice}</Alert>}
      <Card className="overflow-hidden">
        {clients.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner label={messages.common.loading} />
          </div>
        ) : clients.isError ? (
          <ErrorState
            message={messages.clients.loadFailed}
            onRetry={() => void clients.refetch()}
            retrying={clients.isFetching}
            className="py-10"
          />
        ) : clients.data.clients.length === 0 ? (
          list.query.search ? (
            <EmptyState title={ui.list.empty} body={ui.clients.emptySearch} />
          ) : (
            <EmptyState
              title={ui.clients.emptyTitle}
              body={ui.clients.emptyBody}
              action={<Button onClick={() => setForm({ client: null })}>{ui.clients.new}</Button>}
            />
          )
        ) : (
          <>
            <ClientsTable
              clients={clients.data.clients}
              offset={(clients.data.pagination.currentPage - 1) * clients.data.pagination.limit}
              onEdit={(client) => setForm({ client })}
              onDelete={(client) => {
                remove.reset();
                setToDelete(client);
              }}
              onNotify={notify}
            />
            <PaginationBar
              pagination={clients.data.pagination}
              onPageChange={list.setPage}
              onLimitChange={list.setLimit}
              disabled={clients.isFetching}
            />
          </>
        )}
      </Card>
      <ClientFormDialog open={form !== null} client={form?.client ?? null} onClose={() => setForm(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        message={messages.clients.confirmDelete}
        error={remove.isError ? errorMessage(remove.error, messages.clients.deleteFailed) : null}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
