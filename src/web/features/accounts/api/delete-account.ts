import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite } from './invalidate-accounts';

/** DELETE /api/accounts/{id}: 409 while it has occupied profiles, saying how many. */
export const deleteAccount = (id: number) => api.delete<{ ok: true }>(`/api/accounts/${id}`);

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => invalidateAfterAccountWrite(queryClient),
  });
}
