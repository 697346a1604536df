import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountEvent } from '#shared/schemas/accounts';
import type { Pagination } from '#shared/schemas/common';
import { api } from '@/lib/api-client';

export const accountHistoryQueryKey = ['account-history'] as const;

/** GET /api/accounts/{id}/history: the latest 50 events, newest first. */
export const getAccountHistory = (id: number, signal?: AbortSignal) =>
  api.get<{ events: AccountEvent[]; pagination: Pagination }>(
    `/api/accounts/${id}/history?page=1&limit=50`,
    signal,
  );

export const accountHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...accountHistoryQueryKey, id],
    queryFn: ({ signal }) => getAccountHistory(id, signal),
    // Every opening shows what happened up to now.
    staleTime: 0,
  });

export const useAccountHistory = (id: number) => useQuery(accountHistoryQueryOptions(id));
