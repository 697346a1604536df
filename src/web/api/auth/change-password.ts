import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/change-password: the user's own password; other sessions of theirs are closed. */
export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ ok: true; message?: string }>('/api/auth/change-password', input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
