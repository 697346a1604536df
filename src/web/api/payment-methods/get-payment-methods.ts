import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';

// The shop's medios de pago: Ajustes lists and edits them; the payment form picks one. The
// messages read the active ones from the templates answer ({medios_pago}).
export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** GET /api/payment-methods: every method, active or not, in the shop's order. */
export const getPaymentMethods = (signal?: AbortSignal) =>
  api.get<{ paymentMethods: PaymentMethod[] }>('/api/payment-methods', signal);

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    select: (data) => data.paymentMethods,
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
