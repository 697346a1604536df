import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SendRun } from '#shared/schemas/send-runs';
import { api } from '@/lib/api-client';

export const sendRunsQueryKey = ['send-runs'] as const;

/** GET /api/send-runs/{id}: the run with its progress and ETA. */
export const getSendRun = (id: number, signal?: AbortSignal) =>
  api.get<{ run: SendRun }>(`/api/send-runs/${id}`, signal).then((r) => r.run);

// Another staff member works the same run: its progress is read again every few seconds.
export const sendRunQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...sendRunsQueryKey, id],
    queryFn: ({ signal }) => getSendRun(id, signal),
    refetchInterval: 5_000,
  });

export const useSendRun = (id: number) => useQuery(sendRunQueryOptions(id));
