import type { SendRunOutcome } from '#shared/domain/send-runs';
import type { SendRun } from '#shared/schemas/send-runs';
import { api } from '@/lib/api-client';

/** POST /api/send-runs/{id}/items/{itemId}: sent (recorded as Avisos records it), skipped or failed. */
export const reportSendRunItem = (runId: number, itemId: number, outcome: SendRunOutcome) =>
  api.post<{ run: SendRun }>(`/api/send-runs/${runId}/items/${itemId}`, { outcome }).then((r) => r.run);
