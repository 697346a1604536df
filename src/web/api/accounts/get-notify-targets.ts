import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountNotifyTargets } from '#shared/schemas/account-notify';
import { api } from '@/lib/api-client';

export const notifyTargetsQueryKey = ['account-notify-targets'] as const;

/** GET /api/accounts/{id}/notify-targets: the account and its holders' phone and type. */
export const getNotifyTargets = (id: number, signal?: AbortSignal) =>
  api.get<AccountNotifyTargets>(`/api/accounts/${id}/notify-targets`, signal);

export const notifyTargetsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...notifyTargetsQueryKey, id],
    queryFn: ({ signal }) => getNotifyTargets(id, signal),
    // A phone changed in Clientes a minute ago must be the one written to: ask on every opening.
    staleTime: 0,
  });

export const useNotifyTargets = (id: number) => useQuery(notifyTargetsQueryOptions(id));
