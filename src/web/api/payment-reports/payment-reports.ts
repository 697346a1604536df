import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentReport } from '#shared/schemas/payment-reports';
import { api } from '@/lib/api-client';

// "Ya pagué" (docs/decisions/055): the reports clients sent from their portal, for staff allowed
// Movimientos.

export const paymentReportsQueryKey = ['payment-reports'] as const;

/** GET /api/payment-reports?status=pendiente: the reports waiting for someone to decide. */
export const pendingPaymentReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...paymentReportsQueryKey, 'pendiente'],
    queryFn: ({ signal }) =>
      api.get<{ reports: PaymentReport[] }>('/api/payment-reports?status=pendiente', signal),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const usePendingPaymentReports = (enabled: boolean) =>
  useQuery({ ...pendingPaymentReportsQueryOptions(), enabled });

/** POST /api/payment-reports/{id}/confirm */
export const confirmPaymentReport = (id: number, renewProfileIds: number[]) =>
  api.post<{ report: PaymentReport }>(`/api/payment-reports/${id}/confirm`, { renewProfileIds });

/** POST /api/payment-reports/{id}/reject */
export const rejectPaymentReport = (id: number, reason: string) =>
  api.post<{ report: PaymentReport }>(`/api/payment-reports/${id}/reject`, { reason });

export const paymentReportImageUrl = (id: number) => `/api/payment-reports/${id}/image`;
