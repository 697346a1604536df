import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Movement } from '#shared/schemas/movements';
import type { Sale, SaleRenewInput } from '#shared/schemas/sales';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite, invalidateAfterConflict } from '../accounts/invalidate-accounts';
import { movementsQueryKey } from '../movements/get-movements';
import { salesQueryKey } from './create-sale';

/**
 * POST /api/sales/{id}/renew (docs/decisions/042, 044): everything the sale still holds, by the
 * plans its profiles hold; one renovacion movement, at the plan's or combo's price unless given.
 */
export const renewSale = ({ id, values }: { id: number; values: SaleRenewInput }) =>
  api.post<{ sale: Sale; movement: Movement }>(`/api/sales/${id}/renew`, values);

/** Renovar from Ventas: on success (or a 409) the sales, Cuentas, Clientes and Movimientos reload. */
export function useRenewSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSale,
    onSuccess: () => {
      invalidateAfterAccountWrite(queryClient);
      void queryClient.invalidateQueries({ queryKey: movementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: salesQueryKey });
    },
    onError: (error) => {
      invalidateAfterConflict(queryClient, error);
      void queryClient.invalidateQueries({ queryKey: salesQueryKey });
    },
  });
}
