import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentNoticeList } from '#shared/schemas/incidents';
import { api } from '@/lib/api-client';
import { incidentsQueryKey } from './get-incidents';

export const NOTICES_PAGE_SIZE = 20;

/** GET /api/incidents/notices: the compensación messages still owed (Avisos). */
export const getIncidentNotices = (page: number, signal?: AbortSignal) =>
  api.get<IncidentNoticeList>(`/api/incidents/notices?page=${page}&limit=${NOTICES_PAGE_SIZE}`, signal);

// Refreshed like Avisos' reminders: two staff members may work the same queue.
export const incidentNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...incidentsQueryKey, 'notices', page],
    queryFn: ({ signal }) => getIncidentNotices(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useIncidentNotices = (page: number) => useQuery(incidentNoticesQueryOptions(page));
