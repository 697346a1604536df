import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '#shared/domain/lists';
import type { NotificationList } from '#shared/schemas/notifications';
import { api } from '@/lib/api-client';

// A broadcast reaches the sender's own bell too: it invalidates this key.
export const notificationsQueryKey = ['notifications'] as const;

export const NOTIFICATIONS_SHOWN = 20;

/** GET /api/notifications: own notifications, newest first, with the unread count. */
export const getNotifications = (signal?: AbortSignal) =>
  api.get<NotificationList>(`/api/notifications?page=1&limit=${NOTIFICATIONS_SHOWN}`, signal);

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    // Polled every 60 s, but only while the tab is visible; coming back to the tab refreshes.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
