import type { Account } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { useAccountWrite } from './invalidate-accounts';

/** PUT /api/accounts/{id}/hidden: hidden for the signed-in staff member only. */
export const setAccountHidden = ({ id, hidden }: { id: number; hidden: boolean }) =>
  api.put<{ account: Account }>(`/api/accounts/${id}/hidden`, { hidden });

export const useSetAccountHidden = () => useAccountWrite(setAccountHidden);
