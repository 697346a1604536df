import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientMergeResult } from '#shared/schemas/client-merge';
import { api } from '@/lib/api-client';
import { accountsQueryKey } from '../accounts/get-accounts';
import { movementsQueryKey } from '../movements/get-movements';
import { paymentsQueryKey } from '../payments/list-payments';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { clientsQueryKey } from './get-clients';

export interface MergeClientsBody {
  keepId: number;
  mergeIds: number[];
  dryRun?: boolean;
}

/** POST /api/clients/merge (docs/decisions/054); with dryRun it only counts what would move. */
export const mergeClients = (body: MergeClientsBody) =>
  api.post<ClientMergeResult>('/api/clients/merge', body);

/** What a merge would move: the dialog's summary, read again when the kept client changes. */
export const mergePreviewQueryOptions = (keepId: number, mergeIds: number[]) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'merge-preview', keepId, mergeIds],
    queryFn: () => mergeClients({ keepId, mergeIds, dryRun: true }),
    staleTime: 0,
    gcTime: 0,
  });

export const useMergePreview = (keepId: number | null, mergeIds: number[]) =>
  useQuery({
    ...mergePreviewQueryOptions(keepId ?? 0, mergeIds),
    enabled: keepId !== null && mergeIds.length > 0,
  });

// Profiles change holder (Cuentas), movements and payments change client (Movimientos, Cartera).
export const useMergeClients = () =>
  useWrite(mergeClients, [
    clientsQueryKey,
    accountsQueryKey,
    movementsQueryKey,
    paymentsQueryKey,
    totalsQueryKey,
  ]);
