import { useQueryClient } from '@tanstack/react-query';
import type { IncidentApplied, IncidentInput } from '#shared/schemas/incidents';
import { api } from '@/lib/api-client';
import { useAccountWrite } from '../accounts/invalidate-accounts';
import { incidentsQueryKey } from './get-incidents';

/** POST /api/incidents: the days added, the clients queued in Avisos. */
export const applyIncident = (input: IncidentInput) => api.post<IncidentApplied>('/api/incidents', input);

/** Applying changes the accounts (their dates) and the incidents and their messages. */
export function useApplyIncident() {
  const queryClient = useQueryClient();
  const write = useAccountWrite(async (input: IncidentInput) => {
    const answer = await applyIncident(input);
    void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    return answer;
  });
  return write;
}
