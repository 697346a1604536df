import { useQuery } from '@tanstack/react-query';
import type { ReceivableList } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { listParams, pageQueryOptions, type ListQuery } from '../list-query';

export type ReceivablesQuery = ListQuery & { overdue: boolean };

export const receivablesQueryKey = ['receivables'] as const;

/** GET /api/receivables?page&limit&search&overdue: who owes, overdue first, with the totals. */
export const getReceivables = (query: ReceivablesQuery, signal?: AbortSignal) => {
  const params = listParams(query);
  if (query.overdue) params.set('overdue', 'true');
  return api.get<ReceivableList>(`/api/receivables?${params}`, signal);
};

// Balances move with every sale and abono, recorded from other screens: the cartera is read
// afresh each time it is opened (writes also invalidate receivablesQueryKey).
export const receivablesQueryOptions = (query: ReceivablesQuery) => ({
  ...pageQueryOptions(receivablesQueryKey, query, getReceivables),
  staleTime: 0,
});

export const useReceivables = (query: ReceivablesQuery) => useQuery(receivablesQueryOptions(query));
