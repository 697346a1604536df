import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/all (admin): one message to every user's bell. */
export const broadcast = (message: string) =>
  api.post<{ ok: true; message: string; count: number }>('/api/notifications/all', { message });

export function useBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: broadcast,
    // The sender gets it too: their bell refreshes at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
