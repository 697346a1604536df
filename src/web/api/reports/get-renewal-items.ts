import { useQuery } from '@tanstack/react-query';
import type { RenewalBucket, RenewalItems } from '#shared/schemas/reports';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';
import { renewalParams, renewalReportQueryKey, type RenewalFilterValues } from './get-renewal-report';

export interface RenewalItemsQuery extends RenewalFilterValues {
  bucket: RenewalBucket;
  page: number;
  limit: number;
}

/** GET /api/reports/renewals/items: the profiles behind one of the report's numbers, by due date. */
export const getRenewalItems = (query: RenewalItemsQuery, signal?: AbortSignal) => {
  const params = renewalParams(query);
  params.set('bucket', query.bucket);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return api.get<RenewalItems>(`/api/reports/renewals/items?${params}`, signal);
};

export const renewalItemsQueryOptions = (query: RenewalItemsQuery) =>
  pageQueryOptions([...renewalReportQueryKey, 'items'], query, getRenewalItems);

export const useRenewalItems = (query: RenewalItemsQuery | null) =>
  useQuery({
    ...renewalItemsQueryOptions(
      query ?? { from: '', to: '', serviceId: '', userId: '', bucket: 'due', page: 1, limit: 10 },
    ),
    enabled: query !== null,
  });
