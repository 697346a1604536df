import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrityReport } from '#shared/schemas/integrity';
import { api } from '@/lib/api-client';

// Revisión de datos (docs/decisions/053): the scan reads the whole shop, so it is never polled
// and never refetched on focus; it runs when the screen opens (after an import, say) and on
// Volver a revisar.
export const integrityQueryKey = ['integrity'] as const;

/** GET /api/integrity: every kind of bad data, counted, with its first findings. */
export const getIntegrity = (signal?: AbortSignal) => api.get<IntegrityReport>('/api/integrity', signal);

export const integrityQueryOptions = () =>
  queryOptions({
    queryKey: integrityQueryKey,
    queryFn: ({ signal }) => getIntegrity(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useIntegrity = () => useQuery(integrityQueryOptions());
