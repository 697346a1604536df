import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellAgain } from '#shared/schemas/sell-again';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from './get-clients';

/** GET /api/clients/{id}/sell-again: a released client's last profile and the one to offer them. */
export const getSellAgain = (id: number, signal?: AbortSignal) =>
  api.get<SellAgain>(`/api/clients/${id}/sell-again`, signal);

// Under the clients' key: a sale (any profile write) refreshes it with the list.
export const sellAgainQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'sell-again', id],
    queryFn: ({ signal }) => getSellAgain(id, signal),
  });

export const useSellAgain = (id: number) => useQuery(sellAgainQueryOptions(id));
