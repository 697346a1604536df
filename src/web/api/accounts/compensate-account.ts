import type { Account, CompensateInput } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { useAccountWrite } from './invalidate-accounts';

/** POST /api/accounts/{id}/compensate: days added to every occupied profile; no money moves. */
export const compensateAccount = ({ id, values }: { id: number; values: CompensateInput }) =>
  api.post<{ account: Account; compensated: number }>(`/api/accounts/${id}/compensate`, values);

export const useCompensateAccount = () => useAccountWrite(compensateAccount);
