import type { Account, AccountInput } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import type { SaveInput } from '../use-write';
import { useAccountWrite } from './invalidate-accounts';

/** POST /api/accounts (Perfil 1..N, all libre), or PUT /api/accounts/{id} (its profiles kept). */
export const saveAccount = ({ id, values }: SaveInput<AccountInput>) =>
  id === undefined
    ? api.post<{ account: Account }>('/api/accounts', values)
    : api.put<{ account: Account }>(`/api/accounts/${id}`, values);

export const useSaveAccount = () => useAccountWrite(saveAccount);
