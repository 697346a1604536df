import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Totals } from '#shared/schemas/totals';
import { api } from '@/lib/api-client';

// Writes on every screen change these counts: each mutation that adds or removes a thing
// invalidates this key.
export const totalsQueryKey = ['totals'] as const;

/** GET /api/totals: how many services, clients, accounts and movements the business has. */
export const getTotals = (signal?: AbortSignal) => api.get<Totals>('/api/totals', signal);

export const totalsQueryOptions = () =>
  queryOptions({ queryKey: totalsQueryKey, queryFn: ({ signal }) => getTotals(signal) });

export const useTotals = () => useQuery(totalsQueryOptions());
