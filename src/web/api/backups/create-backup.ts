import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Backup } from '#shared/schemas/backups';
import { api } from '@/lib/api-client';
import { backupsQueryKey } from './get-backups';

/** POST /api/admin/backups: makes one now (409 while another is being written). */
export const createBackup = () => api.post<{ backup: Backup; message: string }>('/api/admin/backups');

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    // A 409 also means the list changed (another backup is running), so refresh either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
