import type { NotificationLogEntry, NotificationLogInput } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';

// Avisos (the reminder list) and every screen showing "last reminded" read these keys; whoever
// records a message refreshes them.
export const remindersQueryKey = ['reminders'] as const;
export const notificationLogQueryKey = ['notification-log'] as const;

/** POST /api/notification-log: who told which client about which profiles, and how. */
export const recordNotification = (input: NotificationLogInput) =>
  api.post<{ entry: NotificationLogEntry }>('/api/notification-log', input);
