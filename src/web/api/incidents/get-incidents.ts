import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IncidentList } from '#shared/schemas/incidents';
import { api } from '@/lib/api-client';

// The incidents list (Cuentas → Incidentes) and the compensación messages of Avisos read these.
export const incidentsQueryKey = ['incidents'] as const;

export const INCIDENTS_PAGE_SIZE = 10;

/** GET /api/incidents?page&limit: newest first. */
export const getIncidents = (page: number, signal?: AbortSignal) =>
  api.get<IncidentList>(`/api/incidents?page=${page}&limit=${INCIDENTS_PAGE_SIZE}`, signal);

export const incidentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...incidentsQueryKey, 'list', page],
    queryFn: ({ signal }) => getIncidents(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useIncidents = (page: number, enabled = true) =>
  useQuery({ ...incidentsQueryOptions(page), enabled });
