import { z } from './zod';
import { normalizePhone } from '../domain/phone';
import { clientsMessages } from '../messages/clients';
import { paginationSchema, text } from './common';
import { listQuerySchema } from './list-query';
import { clientBalanceFields, clientTermsFields } from './payments';
import { CLIENT_TYPES } from '../domain/client-types';

const m = clientsMessages;
export { CLIENT_TYPES, CLIENT_TYPE_LABELS, type ClientType } from '../domain/client-types';

/** Body of POST /api/clients and PUT /api/clients/{id}: the phone comes out in E.164 or null. */
export const clientInputSchema = z.object({
  name: text(100, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
  phone: text(30, { error: m.invalidPhone, tooLong: m.invalidPhone, trim: false })
    .nullish()
    .transform((value, ctx) => {
      const result = normalizePhone(value);
      if (result.ok) return result.phone;
      ctx.addIssue({ code: 'custom', message: m.invalidPhone });
      return z.NEVER;
    }),
  type: z.enum(CLIENT_TYPES, { error: m.invalidType }).default('cliente'),
  ...clientTermsFields,
});
export type ClientInput = z.infer<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  type: z.enum(CLIENT_TYPES),
  active_profiles_count: z.number().int(),
  ...clientBalanceFields,
});
export type Client = z.infer<typeof clientSchema>;

/** Query of GET /api/clients: debt=true lists only the clients who owe, the largest debt first. */
export const clientListQuerySchema = listQuerySchema.extend({ debt: z.enum(['true', 'false']).optional() });
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** A profile a client holds, with what the client screens need to notify them. */
export const clientProfileSchema = z.object({
  profile_id: z.number().int(),
  profile_name: z.string(),
  status: z.enum(['libre', 'ocupado', 'expirado']),
  pin: z.string().nullable(),
  expiry_date: z.string().nullable(),
  account_id: z.number().int(),
  username: z.string(),
  password: z.string(),
  service_id: z.number().int(),
  service_name: z.string(),
  service_price: z.number().int(),
  // What the profiles modal shows and its messages need: the notes ({observaciones}) and the
  // price agreed at the sale, which a renewal charges instead of the service price.
  observations: z.string().nullable(),
  custom_price: z.number().int().nullable(),
  /** How many profiles its account has: all of them held means a cuenta completa (decision 042). */
  account_profiles: z.number().int(),
  /** A revendedor's own end client on it, written from their portal (docs/decisions/056). */
  end_client_label: z.string().nullable(),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const clientDetailSchema = clientSchema.extend({ profiles: z.array(clientProfileSchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientListSchema = z.object({ clients: z.array(clientSchema), pagination: paginationSchema });
export type ClientList = z.infer<typeof clientListSchema>;
