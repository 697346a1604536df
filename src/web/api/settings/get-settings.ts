import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '#shared/schemas/settings';
import { api } from '@/lib/api-client';

// The shop's settings (docs/decisions/040): Ajustes edits them; the Renovar dialog counts its date
// with the grace days.
export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings. */
export const getSettings = (signal?: AbortSignal) =>
  api.get<{ settings: ShopSettings }>('/api/settings', signal);

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
    select: (data) => data.settings,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
