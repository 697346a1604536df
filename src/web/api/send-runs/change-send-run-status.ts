import type { SendRun } from '#shared/schemas/send-runs';
import { api } from '@/lib/api-client';

/** POST /api/send-runs/{id}/pause | resume | stop. */
export const changeSendRunStatus = (runId: number, action: 'pause' | 'resume' | 'stop') =>
  api.post<{ run: SendRun }>(`/api/send-runs/${runId}/${action}`).then((r) => r.run);
