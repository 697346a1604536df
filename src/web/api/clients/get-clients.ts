import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientList } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';

export interface ClientsQuery {
  page: number;
  limit: number;
  search: string;
}

export const clientsQueryKey = ['clients'] as const;

/** GET /api/clients?page&limit&search: one page in name order; search matches name or phone. */
export function getClients({ page, limit, search }: ClientsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) params.set('search', search);
  return api.get<ClientList>(`/api/clients?${params}`, signal);
}

export const clientsQueryOptions = (query: ClientsQuery) =>
  queryOptions({
    queryKey: [...clientsQueryKey, query],
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
