import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDetail } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from './get-clients';

/** GET /api/clients/{id}: the client with the profiles they hold (the profiles modal). */
export const getClient = (id: number, signal?: AbortSignal) =>
  api.get<{ client: ClientDetail }>(`/api/clients/${id}`, signal).then((answer) => answer.client);

// Under the list's key, so whatever refreshes the list (a save, a deletion) refreshes this too.
export const clientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getClient(id, signal),
  });

export const useClient = (id: number) => useQuery(clientQueryOptions(id));
