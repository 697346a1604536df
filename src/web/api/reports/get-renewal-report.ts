import { useQuery } from '@tanstack/react-query';
import type { RenewalReport } from '#shared/schemas/reports';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';

/** The Informe de renovaciones' filters as the screen holds them: '' means none (this month, all). */
export interface RenewalFilterValues {
  /** Business dates (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  serviceId: string;
  userId: string;
}

export const renewalReportQueryKey = ['reports', 'renewals'] as const;

/** The filters as query parameters, left out when blank. */
export function renewalParams(filter: RenewalFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.serviceId) params.set('serviceId', filter.serviceId);
  if (filter.userId) params.set('userId', filter.userId);
  return params;
}

/** GET /api/reports/renewals?from&to&serviceId&userId: the period's figures, whole and split. */
export const getRenewalReport = (filter: RenewalFilterValues, signal?: AbortSignal) =>
  api.get<RenewalReport>(`/api/reports/renewals?${renewalParams(filter)}`, signal);

export const renewalReportQueryOptions = (filter: RenewalFilterValues) => ({
  ...pageQueryOptions(renewalReportQueryKey, filter, getRenewalReport),
  // A renewal made a moment ago on another screen shows on arrival.
  staleTime: 0,
});

export const useRenewalReport = (filter: RenewalFilterValues) => useQuery(renewalReportQueryOptions(filter));
