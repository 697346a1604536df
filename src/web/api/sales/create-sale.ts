import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleInput } from '#shared/schemas/sales';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite, invalidateAfterConflict } from '../accounts/invalidate-accounts';
import { movementsQueryKey } from '../movements/get-movements';

export const salesQueryKey = ['sales'] as const;

/**
 * POST /api/sales (docs/decisions/042): a plan sold to a client in one request. With no profile
 * or account named, the shop's policy picks a free profile (or a whole free account for a
 * cuenta completa plan). A 409 says none is left, or the client's credit limit.
 */
export const createSale = (values: SaleInput) => api.post<{ sale: Sale }>('/api/sales', values);

/** Vender: on success Cuentas, Clientes, the totals and Movimientos reload; on a 409 Cuentas too. */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: () => {
      invalidateAfterAccountWrite(queryClient);
      void queryClient.invalidateQueries({ queryKey: movementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: salesQueryKey });
    },
    onError: (error) => invalidateAfterConflict(queryClient, error),
  });
}
