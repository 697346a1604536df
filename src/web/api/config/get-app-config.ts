import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessToday } from '#shared/domain/business-time';
import type { AppConfigResponse } from '#shared/schemas/app-config';
import { api } from '@/lib/api-client';

export const getAppConfig = (signal?: AbortSignal) => api.get<AppConfigResponse>('/api/config', signal);

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => getAppConfig(signal),
  staleTime: Infinity,
});

/**
 * "Today" in the business time zone (GET /api/config, app-wide), so colours, days left and the
 * default expiry count days as the server does. Both are null until the answer arrives; `query`
 * lets a screen show that wait, or the failure with a retry, instead of a blank space.
 */
export function useBusinessTime() {
  const query = useQuery(appConfigQueryOptions);
  const { data } = query;
  // Computed on each render from the zone, not the answer's date, so a screen left open past
  // midnight moves to the new day.
  return {
    today: data ? businessToday(new Date(), data.timeZone) : null,
    timeZone: data?.timeZone,
    query,
  };
}
