import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrityFixRequest, IntegrityFixResult } from '#shared/schemas/integrity';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite } from '../accounts/invalidate-accounts';
import { integrityQueryKey } from './get-integrity';

/** POST /api/integrity/fix: a dry run unless `dryRun: false`. */
export const fixIntegrity = (input: IntegrityFixRequest) =>
  api.post<IntegrityFixResult>('/api/integrity/fix', input);

/** The dry run: writes nothing, so it reloads nothing. */
export const usePreviewIntegrityFix = () =>
  useMutation({ mutationFn: (input: IntegrityFixRequest) => fixIntegrity({ ...input, dryRun: true }) });

/** The fix: the review runs again, and the screens showing accounts and clients reload. */
export function useApplyIntegrityFix() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IntegrityFixRequest) => fixIntegrity({ ...input, dryRun: false }),
    onSuccess: () => {
      invalidateAfterAccountWrite(queryClient);
      void queryClient.invalidateQueries({ queryKey: integrityQueryKey });
    },
  });
}
