import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { servicesQueryKey } from './get-services';

/** DELETE /api/services/{id}: refused with 409 while the service has accounts. */
export const deleteService = (id: number) => api.delete<{ ok: true }>(`/api/services/${id}`);

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
