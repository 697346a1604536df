import { useQueryClient } from '@tanstack/react-query';
import type { Account, CompensateInput } from '#shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { incidentsQueryKey } from '../incidents/get-incidents';
import { useAccountWrite } from './invalidate-accounts';

/**
 * POST /api/accounts/{id}/compensate: days added to every occupied profile; no money moves. It is
 * an incident of one account (docs/decisions/050): the incidents and Avisos' messages change too.
 */
export const compensateAccount = ({ id, values }: { id: number; values: CompensateInput }) =>
  api.post<{ account: Account; compensated: number; incidentId: number }>(
    `/api/accounts/${id}/compensate`,
    values,
  );

export function useCompensateAccount() {
  const queryClient = useQueryClient();
  return useAccountWrite(async (input: { id: number; values: CompensateInput }) => {
    const answer = await compensateAccount(input);
    void queryClient.invalidateQueries({ queryKey: incidentsQueryKey });
    return answer;
  });
}
