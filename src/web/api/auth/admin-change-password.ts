import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminChangePasswordInput {
  userId: number;
  newPassword: string;
}

/** POST /api/auth/admin/change-password/{userId}: that user's open sessions are closed. */
export const adminChangePassword = ({ userId, newPassword }: AdminChangePasswordInput) =>
  api.post<{ ok: true; message?: string }>(`/api/auth/admin/change-password/${userId}`, { newPassword });

export const useAdminChangePassword = () => useMutation({ mutationFn: adminChangePassword });
