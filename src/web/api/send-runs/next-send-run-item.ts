import type { SendRunItem } from '#shared/schemas/send-runs';
import { api } from '@/lib/api-client';

/** POST /api/send-runs/{id}/next: the caller's client (the same one after a reload), or null when none is left. */
export const nextSendRunItem = (runId: number) =>
  api.post<{ item: SendRunItem } | null>(`/api/send-runs/${runId}/next`).then((r) => r?.item ?? null);
