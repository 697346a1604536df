import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';

/** GET /api/clients?search: the clients a name or phone matches, for the assign dialog. */
export const searchClients = (search: string, signal?: AbortSignal) =>
  api.get<ClientList>(`/api/clients?${new URLSearchParams({ page: '1', limit: '8', search })}`, signal);

// Under the clients' key, so a client saved on Clientes shows up here too.
export const clientSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['clients', 'search', search],
    queryFn: ({ signal }) => searchClients(search, signal),
    placeholderData: keepPreviousData,
  });

export const useClientSearch = (search: string) => useQuery(clientSearchQueryOptions(search));
