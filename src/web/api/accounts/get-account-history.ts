import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '#shared/schemas/audit';
import { api } from '@/lib/api-client';

export const accountHistoryQueryKey = ['account-history'] as const;

/** How many changes a page of the history brings ("Ver más" brings the next). */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/accounts/{id}/history: the account's and its profiles' changes, newest first. */
export const getAccountHistory = (id: number, page: number, signal?: AbortSignal) =>
  api.get<AuditPage>(`/api/accounts/${id}/history?page=${page}&limit=${HISTORY_PAGE_SIZE}`, signal);

export const accountHistoryQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: [...accountHistoryQueryKey, id],
    queryFn: ({ pageParam, signal }) => getAccountHistory(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.hasNextPage ? pagination.currentPage + 1 : undefined),
    // Every opening shows what happened up to now.
    staleTime: 0,
  });

export const useAccountHistory = (id: number) => useInfiniteQuery(accountHistoryQueryOptions(id));
