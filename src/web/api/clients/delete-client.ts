import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { clientsQueryKey } from './get-clients';

/** DELETE /api/clients/{id}: refused with 409 while the client holds occupied profiles. */
export const deleteClient = (id: number) => api.delete<{ ok: true }>(`/api/clients/${id}`);

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientsQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
