import { useQuery } from '@tanstack/react-query';
import type { ClientList } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';
import { listParams, pageQueryOptions, type ListQuery } from '../list-query';

/** debt: only the clients who owe ("Con deuda"), the largest debt first. */
export type ClientsQuery = ListQuery & { debt?: boolean };

export const clientsQueryKey = ['clients'] as const;

/** GET /api/clients?page&limit&search: one page in name order; search matches name or phone. */
export const getClients = (query: ClientsQuery, signal?: AbortSignal) => {
  const params = listParams(query);
  if (query.debt) params.set('debt', 'true');
  return api.get<ClientList>(`/api/clients?${params}`, signal);
};

export const clientsQueryOptions = (query: ClientsQuery) =>
  pageQueryOptions(clientsQueryKey, query, getClients);

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
