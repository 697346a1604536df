import { useQuery } from '@tanstack/react-query';
import type { ClientList } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';
import { listParams, pageQueryOptions, type ListQuery } from '../list-query';

export type ClientsQuery = ListQuery;

export const clientsQueryKey = ['clients'] as const;

/** GET /api/clients?page&limit&search: one page in name order; search matches name or phone. */
export const getClients = (query: ClientsQuery, signal?: AbortSignal) =>
  api.get<ClientList>(`/api/clients?${listParams(query)}`, signal);

export const clientsQueryOptions = (query: ClientsQuery) =>
  pageQueryOptions(clientsQueryKey, query, getClients);

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
