import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput } from '#shared/schemas/profiles';
import type { Profile } from '#shared/schemas/profiles';
import { api } from '@/lib/api-client';
import { invalidateAfterAccountWrite, invalidateAfterConflict } from './invalidate-accounts';

/**
 * PUT /api/profiles/{id}. libre → ocupado is a sale; `expectedStatus` makes a profile someone
 * else changed first answer 409 instead of being sold twice.
 */
export const saveProfile = ({ id, values }: { id: number; values: ProfileInput }) =>
  api.put<{ profile: Profile }>(`/api/profiles/${id}`, values);

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => invalidateAfterAccountWrite(queryClient),
    onError: (error) => invalidateAfterConflict(queryClient, error),
  });
}
