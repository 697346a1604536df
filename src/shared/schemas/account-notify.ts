import { z } from './zod';
import { accountSchema } from './accounts';
import { CLIENT_TYPES } from './clients';

/** A client holding one of an account's profiles, with what a WhatsApp message needs. */
export const notifyClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** E.164 as stored; null when the client has none (their messages cannot be sent). */
  phone: z.string().nullable(),
  type: z.enum(CLIENT_TYPES),
});
export type NotifyClient = z.infer<typeof notifyClientSchema>;

/**
 * GET /api/accounts/{id}/notify-targets: the account as the list shows it, and the clients of its
 * held profiles (the list itself carries only their names, to stay fast).
 */
export const accountNotifyTargetsSchema = z.object({
  account: accountSchema,
  clients: z.array(notifyClientSchema),
});
export type AccountNotifyTargets = z.infer<typeof accountNotifyTargetsSchema>;
