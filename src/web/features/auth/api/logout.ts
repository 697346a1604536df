import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages/es';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/auth';

export interface LoginNotice {
  notice?: string;
}

/** POST /api/auth/logout. */
export const logout = () => api.post<{ ok: true; csrfToken: string }>('/api/auth/logout');

/**
 * Local state (user, CSRF token, cached answers) is cleared even when the call fails; the login
 * screen then says the logout failed, since the server session may still be open.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      clearSession(queryClient);
      const state: LoginNotice = error ? { notice: messages.auth.logoutFailed } : {};
      void navigate(paths.auth.login.getHref(), { replace: true, state });
    },
  });
}
