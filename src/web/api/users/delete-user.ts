import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** DELETE /api/users/{id}: never oneself, never the last active admin. */
export const deleteUser = (id: number) => api.delete<{ ok: true }>(`/api/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
