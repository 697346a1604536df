import { useQuery } from '@tanstack/react-query';
import type { AccountList, ExpiryFilter } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';

export interface AccountsQuery {
  page: number;
  limit: number;
  search: string;
  serviceId: number | null;
  expiryFilter: ExpiryFilter;
  hidden: 'exclude' | 'only';
  providerDue: boolean;
}

export const accountsQueryKey = ['accounts'] as const;

/** GET /api/accounts: one page, expired first, then near expiry, then the rest. */
export function getAccounts(query: AccountsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  if (query.serviceId !== null) params.set('serviceId', String(query.serviceId));
  if (query.expiryFilter !== 'all') params.set('expiryFilter', query.expiryFilter);
  if (query.hidden !== 'exclude') params.set('hidden', query.hidden);
  if (query.providerDue) params.set('providerDue', 'true');
  return api.get<AccountList>(`/api/accounts?${params}`, signal);
}

export const accountsQueryOptions = (query: AccountsQuery) => ({
  ...pageQueryOptions(accountsQueryKey, query, getAccounts),
  // Several staff sell from the same accounts: coming back to the tab shows their sales.
  refetchOnWindowFocus: true,
});

export const useAccounts = (query: AccountsQuery) => useQuery(accountsQueryOptions(query));
