import { z } from './zod';
import { paginationSchema } from './common';

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  read: z.boolean(),
  sender_name: z.string().nullable(),
  sender_username: z.string().nullable(),
  /** An in-app path to open (the morning summary links to Avisos); null for a plain message. */
  link: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  pagination: paginationSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export { NOTIFICATION_POLL_MS } from '../domain/lists';
