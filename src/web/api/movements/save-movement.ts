import type { Movement, MovementInput } from '#shared/schemas/movements';
import type { SaleTerms } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from '../clients/get-clients';
import { paymentsQueryKey } from '../payments/list-payments';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite, type SaveInput } from '../use-write';
import { movementsQueryKey } from './get-movements';

/** POST /api/movements, or PUT /api/movements/{id} when editing. */
export const saveMovement = ({ id, values }: SaveInput<MovementInput & SaleTerms>) =>
  id === undefined
    ? api.post<{ movement: Movement }>('/api/movements', values)
    : api.put<{ movement: Movement }>(`/api/movements/${id}`, values);

// The list, its stats and every user's statistics live under the movements key; a sale with a
// client changes what the client owes (Clientes, the profiles modal).
export const useSaveMovement = () =>
  useWrite(saveMovement, [movementsQueryKey, totalsQueryKey, clientsQueryKey, paymentsQueryKey]);
