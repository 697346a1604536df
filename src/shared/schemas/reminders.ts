import { LOGGED_WHATSAPP_TYPES } from '../domain/messaging';
import { avisosMessages } from '../messages/avisos';
import { messagingMessages } from '../messages/messaging';
import { idWith, paginationSchema } from './common';
import { z } from './zod';
import { REMINDERS_MAX_PAGE_SIZE, REMINDERS_PAGE_SIZE } from '../domain/lists';

const m = messagingMessages;

export const NOTIFICATION_OUTCOMES = ['enviado', 'omitido'] as const;

/** POST /api/notification-log. */
export const notificationLogInputSchema = z.object({
  clientId: idWith(m.invalidClient),
  profileIds: z
    .array(idWith(m.invalidProfiles), { error: m.noProfileSelected })
    .min(1, m.noProfileSelected)
    .max(100, m.invalidProfiles),
  type: z.enum(LOGGED_WHATSAPP_TYPES, { error: m.invalidType }),
  outcome: z.enum(NOTIFICATION_OUTCOMES, { error: m.invalidOutcome }),
  // A client already written to (or skipped) today is refused with 409 unless the staff member
  // means it: "Enviar de nuevo" (docs/decisions/016).
  resend: z.boolean({ error: avisosMessages.invalidResend }).default(false),
});
/** What a caller sends (`resend` may be left out). */
export type NotificationLogInput = z.input<typeof notificationLogInputSchema>;

export const notificationLogQuerySchema = z.object({
  clientId: idWith(m.invalidClient).optional(),
  profileId: idWith(m.invalidProfiles).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const notificationLogEntrySchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  profileIds: z.array(z.number().int()),
  type: z.enum(LOGGED_WHATSAPP_TYPES),
  outcome: z.enum(NOTIFICATION_OUTCOMES),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationLogEntry = z.infer<typeof notificationLogEntrySchema>;

export const notificationLogListSchema = z.object({
  entries: z.array(notificationLogEntrySchema),
  pagination: paginationSchema,
});

export { REMINDERS_PAGE_SIZE, REMINDERS_MAX_PAGE_SIZE } from '../domain/lists';

export const remindersQuerySchema = z.object({
  window: z.coerce
    .number({ error: m.invalidWindow })
    .int(m.invalidWindow)
    .min(0, m.invalidWindow)
    .max(30, m.invalidWindow)
    .default(5),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(REMINDERS_MAX_PAGE_SIZE).default(REMINDERS_PAGE_SIZE),
  // true: only the clients Enviar todos writes to (a phone, nobody handled them today).
  sendable: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type RemindersQuery = z.output<typeof remindersQuerySchema>;

export const reminderProfileSchema = z.object({
  profileId: z.number().int(),
  profileName: z.string(),
  accountId: z.number().int(),
  serviceName: z.string(),
  status: z.enum(['ocupado', 'expirado', 'libre']),
  expiryDate: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  state: z.enum(['expired', 'near']),
  price: z.number().int(),
});

/**
 * How a reminder ended: the profile renewed within 7 days ('renovo', renewedAt says when), 7 days
 * passed without that ('sin_respuesta'), or it is still within them ('pendiente').
 */
export const lastReminderSchema = z.object({
  remindedAt: z.string(),
  outcome: z.enum(['renovo', 'sin_respuesta', 'pendiente']),
  renewedAt: z.string().nullable(),
});
export type LastReminder = z.infer<typeof lastReminderSchema>;

export const reminderSchema = z.object({
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    type: z.enum(['cliente', 'revendedor']),
  }),
  profiles: z.array(reminderProfileSchema),
  total: z.number().int(),
  suggestedType: z.enum(LOGGED_WHATSAPP_TYPES),
  message: z.string(),
  lastEntry: notificationLogEntrySchema.nullable(),
  remindedToday: z.boolean(),
  /** How the newest enviado reminder about these profiles ended (docs/decisions/038), or null. */
  lastReminder: lastReminderSchema.nullable(),
});

export const remindersSchema = z.object({
  today: z.string(),
  window: z.number().int(),
  counts: z.object({
    clients: z.number().int(),
    expired: z.number().int(),
    expiring: z.number().int(),
    remindedToday: z.number().int(),
    /** Clients Enviar todos writes to: with a phone, and nobody handled them today. */
    sendable: z.number().int(),
  }),
  /** One page of the window's clients (or of the sendable ones, with `sendable=true`). */
  reminders: z.array(reminderSchema),
  pagination: paginationSchema,
});

/**
 * GET /api/profiles/release-preview (docs/decisions/040): the held profiles already expired, with
 * the day the daily job frees each (`due`: that day has come, the job has not reached it yet).
 */
export const releasePreviewSchema = z.object({
  graceDays: z.number().int(),
  today: z.string(),
  profiles: z.array(
    z.object({
      profileId: z.number().int(),
      profileName: z.string(),
      accountId: z.number().int(),
      accountUsername: z.string(),
      serviceName: z.string(),
      clientId: z.number().int(),
      clientName: z.string(),
      expiryDate: z.string(),
      daysExpired: z.number().int(),
      releaseDate: z.string(),
      due: z.boolean(),
    }),
  ),
  pagination: paginationSchema,
});
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;
