import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SendRun } from '#shared/schemas/send-runs';
import { api } from '@/lib/api-client';
import { sendRunsQueryKey } from './get-send-run';

/** GET /api/send-runs?status=active: the runs still going, which Avisos offers to continue. */
export const getActiveSendRuns = (signal?: AbortSignal) =>
  api.get<{ runs: SendRun[] }>('/api/send-runs?status=active', signal).then((r) => r.runs);

export const activeSendRunsQueryOptions = () =>
  queryOptions({
    queryKey: [...sendRunsQueryKey, 'active'],
    queryFn: ({ signal }) => getActiveSendRuns(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useActiveSendRuns = () => useQuery(activeSendRunsQueryOptions());
