import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/auth';

/** POST /api/auth/logout. */
export const logout = () => api.post<{ ok: true; csrfToken: string }>('/api/auth/logout');

/**
 * Local state (user, CSRF token, cached answers) is cleared even when the call fails; then
 * `onSettled` runs (the app goes to the login screen, saying whether the logout failed, since the
 * server session may still be open).
 */
export function useLogout(onSettled: (error: Error | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      clearSession(queryClient);
      onSettled(error);
    },
  });
}
