import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { accountsQueryKey } from './get-accounts';

/** PUT /api/accounts/{id}/hidden: hidden for the signed-in staff member only. */
export const setAccountHidden = ({ id, hidden }: { id: number; hidden: boolean }) =>
  api.put<{ account: Account }>(`/api/accounts/${id}/hidden`, { hidden });

export function useSetAccountHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountHidden,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
