import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** GET /api/payment-methods: the shop's medios de pago in their order (a shop has a few). */
export const listPaymentMethods = (signal?: AbortSignal) =>
  api
    .get<{ paymentMethods: PaymentMethod[] }>('/api/payment-methods', signal)
    .then((answer) => answer.paymentMethods);

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: paymentMethodsQueryKey,
  queryFn: ({ signal }) => listPaymentMethods(signal),
});

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions);
