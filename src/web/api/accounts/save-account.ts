import type { Account, AccountInput } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { useAccountWrite } from './invalidate-accounts';

export interface SaveAccountInput {
  id?: number;
  values: AccountInput;
}

/** POST /api/accounts (Perfil 1..N, all libre), or PUT /api/accounts/{id} (its profiles kept). */
export const saveAccount = ({ id, values }: SaveAccountInput) =>
  id === undefined
    ? api.post<{ account: Account }>('/api/accounts', values)
    : api.put<{ account: Account }>(`/api/accounts/${id}`, values);

export const useSaveAccount = () => useAccountWrite(saveAccount);
