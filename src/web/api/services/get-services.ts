import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/schemas/common';
import type { ServiceList } from '#shared/schemas/services';
import { api } from '@/lib/api-client';

export interface ServicesQuery {
  page: number;
  limit: number;
  search: string;
}

export const servicesQueryKey = ['services'] as const;

/** Every service at once, for a filter or a form's choice: the first 100 by name (shops have a few). */
export const allServicesQuery: ServicesQuery = { page: 1, limit: MAX_PAGE_SIZE, search: '' };

/** GET /api/services?page&limit&search: one page in name order. */
export function getServices({ page, limit, search }: ServicesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search) params.set('search', search);
  return api.get<ServiceList>(`/api/services?${params}`, signal);
}

export const servicesQueryOptions = (query: ServicesQuery) =>
  queryOptions({
    queryKey: [...servicesQueryKey, query],
    queryFn: ({ signal }) => getServices(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useServices = (query: ServicesQuery) => useQuery(servicesQueryOptions(query));
