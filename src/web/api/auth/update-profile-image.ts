import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

/** POST /api/auth/update-profile-image: an uploaded image path, an http(s) URL, or null to remove. */
export const updateProfileImage = (profileImage: string | null) =>
  api.post<{ user: SessionUser }>('/api/auth/update-profile-image', { profileImage });

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileImage,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}
