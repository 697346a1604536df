import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { movementsQueryKey } from './get-movements';

/** DELETE /api/movements/{id}. */
export const deleteMovement = (id: number) => api.delete<{ ok: true }>(`/api/movements/${id}`);

export function useDeleteMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMovement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: movementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
