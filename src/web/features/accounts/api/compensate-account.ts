import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, CompensateInput } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { accountHistoryQueryKey } from './get-account-history';
import { accountsQueryKey } from './get-accounts';

/** POST /api/accounts/{id}/compensate: days added to every occupied profile; no money moves. */
export const compensateAccount = ({ id, values }: { id: number; values: CompensateInput }) =>
  api.post<{ account: Account; compensated: number }>(`/api/accounts/${id}/compensate`, values);

export function useCompensateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: compensateAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: accountHistoryQueryKey });
    },
  });
}
