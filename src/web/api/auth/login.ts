import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, SessionResponse } from '#shared/schemas/auth';
import { api, setCsrfToken } from '@/lib/api-client';
import { clearSession, setSessionUser } from '@/lib/auth';

/** POST /api/auth/login: the answer's csrfToken replaces the pre-login one (api-client keeps it). */
export const login = (input: LoginInput) => api.post<SessionResponse>('/api/auth/login', input);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['login'],
    mutationFn: login,
    onSuccess: ({ user, csrfToken }) => {
      // Nothing cached for a previous user may show for this one; the session (and with it the
      // CSRF token) was rotated by the login.
      clearSession(queryClient);
      setCsrfToken(csrfToken);
      setSessionUser(queryClient, user);
    },
  });
}
