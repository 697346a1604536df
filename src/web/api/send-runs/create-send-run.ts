import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendRun } from '#shared/schemas/send-runs';
import type { SEND_RUN_TYPES } from '#shared/domain/send-runs';
import { api } from '@/lib/api-client';
import { sendRunsQueryKey } from './get-send-run';

export interface CreateSendRunInput {
  clientIds?: number[];
  incidentId?: number;
  window?: number;
  type?: (typeof SEND_RUN_TYPES)[number];
  skipMessagedToday?: boolean;
}

/** POST /api/send-runs: a new run over the Avisos window, an incident or a selection of clients. */
export const createSendRun = (input: CreateSendRunInput) =>
  api.post<{ run: SendRun }>('/api/send-runs', input).then((r) => r.run);

export function useCreateSendRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSendRun,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sendRunsQueryKey }),
  });
}
