import { useQueryClient } from '@tanstack/react-query';
import type { IncidentUndone } from '#shared/schemas/incidents';
import { api } from '@/lib/api-client';
import { useAccountWrite } from '../accounts/invalidate-accounts';
import { incidentsQueryKey } from './get-incidents';

/** POST /api/incidents/{id}/undo: the days taken back from the profiles that did not change. */
export const undoIncident = (id: number) => api.post<IncidentUndone>(`/api/incidents/${id}/undo`, {});

export function useUndoIncident() {
  const queryClient = useQueryClient();
  return useAccountWrite(async (id: number) => {
    try {
      return await undoIncident(id);
    } finally {
      void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    }
  });
}
