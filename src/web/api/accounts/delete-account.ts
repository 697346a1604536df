import { api } from '@/lib/api-client';
import { useAccountWrite } from './invalidate-accounts';

/** DELETE /api/accounts/{id}: 409 while it has occupied profiles, saying how many. */
export const deleteAccount = (id: number) => api.delete<{ ok: true }>(`/api/accounts/${id}`);

export const useDeleteAccount = () => useAccountWrite(deleteAccount);
