import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '#shared/schemas/clients';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { clientsQueryKey } from './get-clients';

export interface SaveClientInput {
  id?: number;
  values: ClientInput;
}

/** POST /api/clients, or PUT /api/clients/{id} when editing. */
export const saveClient = ({ id, values }: SaveClientInput) =>
  id === undefined
    ? api.post<{ client: Client }>('/api/clients', values)
    : api.put<{ client: Client }>(`/api/clients/${id}`, values);

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
