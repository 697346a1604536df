import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Totals } from '#shared/schemas/totals';
import { api } from '@/lib/api-client';

/** GET /api/totals: how many services, clients, accounts and movements the business has. */
export const getTotals = (signal?: AbortSignal) => api.get<Totals>('/api/totals', signal);

export const totalsQueryOptions = () =>
  queryOptions({ queryKey: ['totals'], queryFn: ({ signal }) => getTotals(signal) });

export const useTotals = () => useQuery(totalsQueryOptions());
