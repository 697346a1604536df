import type { Payment } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { clientsQueryKey } from '../clients/get-clients';
import { movementsQueryKey } from '../movements/get-movements';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { paymentsQueryKey } from './list-payments';

/** POST /api/payments/{id}/void: reverses an abono with a reason; its sales owe again. */
export const voidPayment = ({ id, reason }: { id: number; reason: string }) =>
  api.post<{ payment: Payment }>(`/api/payments/${id}/void`, { reason });

export const useVoidPayment = () =>
  useWrite(voidPayment, [clientsQueryKey, movementsQueryKey, paymentsQueryKey, totalsQueryKey]);
