import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '#shared/schemas/notifications';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/** PUT /api/notifications/{id}: marks one of one's own notifications as read. */
export const markNotificationRead = (id: number) =>
  api.put<{ notification: Notification }>(`/api/notifications/${id}`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
