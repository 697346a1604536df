import { api } from '@/lib/api-client';
import { templatesQueryKey } from '../templates/get-templates';
import { useWrite } from '../use-write';
import { paymentMethodsQueryKey } from './get-payment-methods';

/** DELETE /api/payment-methods/{id}: payments recorded with it keep its name. */
export const deletePaymentMethod = (id: number) => api.delete<{ ok: true }>(`/api/payment-methods/${id}`);

export const useDeletePaymentMethod = () =>
  useWrite(deletePaymentMethod, [paymentMethodsQueryKey, templatesQueryKey]);
