import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationLogEntry, NotificationLogInput } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';
import { remindersQueryKey } from '../reminders/get-reminders';

// Every screen showing "last reminded" reads this key (and Avisos the reminders' key); whoever
// records a message refreshes them.
export const notificationLogQueryKey = ['notification-log'] as const;

/** POST /api/notification-log: who told which client about which profiles, and how. */
export const recordNotification = (input: NotificationLogInput) =>
  api.post<{ entry: NotificationLogEntry }>('/api/notification-log', input);

/** What a recorded message changes: Avisos' list and the "last reminded" lines. */
export function invalidateAfterNotification(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: remindersQueryKey });
  void queryClient.invalidateQueries({ queryKey: notificationLogQueryKey });
}

/**
 * For a batch sent message by message (the send queue records each one itself): call the
 * returned function after each message recorded.
 */
export function useAfterNotification() {
  const queryClient = useQueryClient();
  return () => invalidateAfterNotification(queryClient);
}
