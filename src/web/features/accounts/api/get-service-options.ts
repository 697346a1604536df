import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#shared/schemas/common';
import type { ServiceList } from '#shared/schemas/services';
import { api } from '@/lib/api-client';

/** The services for the filter and the account form: the first 100 by name (shops have a few). */
export const getServiceOptions = (signal?: AbortSignal) =>
  api.get<ServiceList>(`/api/services?page=1&limit=${MAX_PAGE_SIZE}`, signal);

// Under the services' own key, so a service saved on Servicios refreshes these options too.
export const serviceOptionsQueryOptions = queryOptions({
  queryKey: ['services', 'options'],
  queryFn: ({ signal }) => getServiceOptions(signal),
});

export const useServiceOptions = () => useQuery(serviceOptionsQueryOptions);
