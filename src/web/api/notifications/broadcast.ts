import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/notifications/all (admin): one message to every user's bell. */
export const broadcast = (message: string) =>
  api.post<{ ok: true; message: string; count: number }>('/api/notifications/all', { message });

// The sender gets it too: their bell refreshes at once.
export const useBroadcast = () => useWrite(broadcast, [notificationsQueryKey]);
