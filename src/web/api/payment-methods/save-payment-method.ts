import type { PaymentMethod, PaymentMethodInput } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { templatesQueryKey } from '../templates/get-templates';
import { useWrite, type SaveInput } from '../use-write';
import { paymentMethodsQueryKey } from './get-payment-methods';

/**
 * POST /api/payment-methods, or PUT /api/payment-methods/{id} when editing; a `position` moves
 * the method to that place (Subir/Bajar send the whole method with its new place).
 */
export const savePaymentMethod = ({ id, values }: SaveInput<PaymentMethodInput>) =>
  id === undefined
    ? api.post<{ paymentMethod: PaymentMethod }>('/api/payment-methods', values)
    : api.put<{ paymentMethod: PaymentMethod }>(`/api/payment-methods/${id}`, values);

// The templates answer carries the active methods ({medios_pago}): it reloads too.
export const useSavePaymentMethod = () =>
  useWrite(savePaymentMethod, [paymentMethodsQueryKey, templatesQueryKey]);
