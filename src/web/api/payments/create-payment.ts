import type { Payment, PaymentInput } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from '../clients/get-clients';
import { movementsQueryKey } from '../movements/get-movements';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { paymentsQueryKey } from './list-payments';

/** POST /api/payments: an abono, applied to the client's oldest pending sales first. */
export const createPayment = (values: PaymentInput) =>
  api.post<{ payment: Payment }>('/api/payments', values);

// The client's balance (the list, the profiles modal), the sales it paid (Movimientos and their
// stats), the payments and the totals all change.
export const useCreatePayment = () =>
  useWrite(createPayment, [clientsQueryKey, movementsQueryKey, paymentsQueryKey, totalsQueryKey]);
