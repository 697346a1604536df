import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/domain/lists';
import type { ServiceList } from '#shared/schemas/services';
import { api } from '@/lib/api-client';
import { listParams, pageQueryOptions, type ListQuery } from '../list-query';

export type ServicesQuery = ListQuery;

export const servicesQueryKey = ['services'] as const;

/** Every service at once, for a filter or a form's choice: the first 100 by name (shops have a few). */
export const allServicesQuery: ServicesQuery = { page: 1, limit: MAX_PAGE_SIZE, search: '' };

/** GET /api/services?page&limit&search: one page in name order. */
export const getServices = (query: ServicesQuery, signal?: AbortSignal) =>
  api.get<ServiceList>(`/api/services?${listParams(query)}`, signal);

export const servicesQueryOptions = (query: ServicesQuery) =>
  pageQueryOptions(servicesQueryKey, query, getServices);

export const useServices = (query: ServicesQuery) => useQuery(servicesQueryOptions(query));
