import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, RenewInput } from '#shared/schemas/profiles';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite, invalidateAfterConflict } from './invalidate-accounts';

/** POST /api/profiles/{id}/renew: from the later of today and the expiry; one renovacion. */
export const renewProfile = ({ id, values }: { id: number; values: RenewInput }) =>
  api.post<{ profile: Profile }>(`/api/profiles/${id}/renew`, values);

export function useRenewProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewProfile,
    onSuccess: () => invalidateAfterAccountWrite(queryClient),
    onError: (error) => invalidateAfterConflict(queryClient, error),
  });
}
