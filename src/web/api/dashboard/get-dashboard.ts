import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '#shared/schemas/dashboard';
import { api } from '@/lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

/** GET /api/dashboard: everything the Panel de Control shows below the totals, in one call. */
export const getDashboard = (signal?: AbortSignal) => api.get<Dashboard>('/api/dashboard', signal);

// Sales and assignments happen on other screens all day: always refresh when the panel opens.
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
