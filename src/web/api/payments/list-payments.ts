import { useQuery } from '@tanstack/react-query';
import type { z } from '#shared/schemas/zod';
import type { paymentListSchema } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';

export type PaymentList = z.infer<typeof paymentListSchema>;

/** The filters of GET /api/payments; what is left out is not filtered. */
export interface PaymentsQuery {
  clientId?: number;
  methodId?: number;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const paymentsQueryKey = ['payments'] as const;

/** The query as parameters: page and size, and each filter that is set. */
export function paymentParams(query: PaymentsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.clientId !== undefined) params.set('clientId', String(query.clientId));
  if (query.methodId !== undefined) params.set('methodId', String(query.methodId));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params;
}

/** GET /api/payments?clientId&methodId&from&to&page&limit: one page, newest first. */
export const getPayments = (query: PaymentsQuery, signal?: AbortSignal) =>
  api.get<PaymentList>(`/api/payments?${paymentParams(query)}`, signal);

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  pageQueryOptions(paymentsQueryKey, query, getPayments);

export const usePayments = (query: PaymentsQuery) => useQuery(paymentsQueryOptions(query));
