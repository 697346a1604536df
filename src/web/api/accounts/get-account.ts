import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { accountsQueryKey } from './get-accounts';

/** GET /api/accounts/{id}: one account with its profiles (Vender builds the access message from it). */
export const getAccount = (id: number, signal?: AbortSignal) =>
  api.get<{ account: Account }>(`/api/accounts/${id}`, signal).then((answer) => answer.account);

// Under the list's key, so whatever reloads the list reloads this too.
export const accountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...accountsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getAccount(id, signal),
  });

export const useAccount = (id: number | null) =>
  useQuery({ ...accountQueryOptions(id ?? 0), enabled: id !== null });
