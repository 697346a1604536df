import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '#shared/schemas/audit';
import { api } from '@/lib/api-client';

/** How many changes a page of the history brings ("Ver más" brings the next). */
export const CLIENT_HISTORY_PAGE_SIZE = 20;

/** GET /api/clients/{id}/history: the client's changes, the profiles sold to them and their movements. */
export const getClientHistory = (id: number, page: number, signal?: AbortSignal) =>
  api.get<AuditPage>(`/api/clients/${id}/history?page=${page}&limit=${CLIENT_HISTORY_PAGE_SIZE}`, signal);

export const clientHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['client-history', id],
    queryFn: ({ pageParam, signal }) => getClientHistory(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.hasNextPage ? pagination.currentPage + 1 : undefined),
    // Every opening shows what happened up to now.
    staleTime: 0,
  });

export const useClientHistory = (id: number) => useInfiniteQuery(clientHistoryQueryOptions(id));
