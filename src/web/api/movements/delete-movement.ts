import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { clientsQueryKey } from '../clients/get-clients';
import { paymentsQueryKey } from '../payments/list-payments';
import { useWrite } from '../use-write';
import { movementsQueryKey } from './get-movements';

/** DELETE /api/movements/{id}. */
export const deleteMovement = (id: number) => api.delete<{ ok: true }>(`/api/movements/${id}`);

// A deleted sale no longer owes: the client's balance and abonos change too (issue 24).
export const useDeleteMovement = () =>
  useWrite(deleteMovement, [movementsQueryKey, totalsQueryKey, clientsQueryKey, paymentsQueryKey]);
