import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { usersQueryKey } from './get-users';

/** DELETE /api/users/{id}: never oneself, never the last active admin. */
export const deleteUser = (id: number) => api.delete<{ ok: true }>(`/api/users/${id}`);

export const useDeleteUser = () => useWrite(deleteUser, [usersQueryKey]);
