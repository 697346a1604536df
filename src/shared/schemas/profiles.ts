import { z } from './zod';
import { HEX_COLOR, pinProblem, PROFILE_STATUSES } from '../domain/profile-rules';
import { profilesMessages } from '../messages/profiles';
import { idSchema, text } from './common';
import { optionalPesos } from './pesos';
import { optionalDate } from './dates';
import { saleTermsFields } from './payments';
import { planIdField } from './plans';

const m = profilesMessages;

export { optionalDate };

/** The spec's text for what is wrong with a PIN, or null when it is fine (or empty). */
export function pinMessage(pin: string | null | undefined): string | null {
  const problem = pinProblem(pin);
  return problem === null ? null : problem === 'notDigits' ? m.pinDigitsOnly : m.pinLength;
}

/** Spec section 5: digits only (Solo se permiten números), 4 to 6 when present. */
export const pinSchema = text(20, { error: m.pinDigitsOnly, tooLong: m.pinLength })
  .superRefine((pin, ctx) => {
    const message = pinMessage(pin);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .nullish()
  .transform((v) => v || null);

// The spec lists snake_case aliases for some profile fields; accept them on the way in.
const withAliases = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = { ...(body as Record<string, unknown>) };
  if (b.clientId === undefined && b.client_id !== undefined) b.clientId = b.client_id;
  if (b.expiryDate === undefined && b.expiry_date !== undefined) b.expiryDate = b.expiry_date;
  if (b.customPrice === undefined && b.custom_price !== undefined) b.customPrice = b.custom_price;
  return b;
};

export const profileFields = {
  name: text(50, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
  status: z.enum(PROFILE_STATUSES, { error: m.invalidStatus }),
  clientId: z.preprocess((v) => (v === '' ? null : v), idSchema.nullish()).transform((v) => v ?? null),
  pin: pinSchema,
  expiryDate: optionalDate(m.invalidExpiry),
  color: text(7, { error: m.invalidColor, tooLong: m.invalidColor })
    .refine((v) => v === '' || HEX_COLOR.test(v), m.invalidColor)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
  observations: text(1000, { tooLong: m.observationsTooLong })
    .nullish()
    .transform((v) => v || null),
  customPrice: optionalPesos(m.invalidPrice),
};

/** An ocupado profile needs its client (spec section 5: assign and edit profile). */
const clientWhenOccupied = <T extends { status: string; clientId: number | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.status === 'ocupado' && value.clientId === null) {
    ctx.addIssue({ code: 'custom', message: m.clientRequired, path: ['clientId'] });
  }
};

/** Body of PUT /api/profiles/{id}. */
export const profileInputSchema = z.preprocess(
  withAliases,
  z
    .object({
      ...profileFields,
      /**
       * The status the screen showed (libre in Asignar Perfil, ocupado in Editar Perfil): when the
       * profile no longer has it, someone else changed it first and the answer is 409.
       */
      expectedStatus: z.enum(PROFILE_STATUSES).optional(),
      /**
       * The `version` of the profile the screen showed: when it changed since (a sale, renewal,
       * release or edit by someone else), the answer is 409 and nothing is written.
       */
      expectedVersion: z
        .number({ error: m.invalidVersion })
        .int(m.invalidVersion)
        .min(1, m.invalidVersion)
        .max(2_147_483_647, m.invalidVersion)
        .optional(),
      /** When it sells: pagado or fiado (default from the client), and an admin's override. */
      ...saleTermsFields,
      /** When it sells: the plan it sells (its movement records it; price and expiry as sent). */
      ...planIdField,
    })
    .superRefine(clientWhenOccupied),
);
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** A profile inside an account's body: an existing one carries its id. */
export const accountProfileInputSchema = z.preprocess(
  withAliases,
  z
    .object({ id: idSchema.optional(), ...profileFields, status: profileFields.status.default('libre') })
    .superRefine(clientWhenOccupied),
);
export type AccountProfileInput = z.infer<typeof accountProfileInputSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  position: z.number().int(),
  name: z.string(),
  status: z.enum(PROFILE_STATUSES),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  pin: z.string().nullable(),
  expiryDate: z.string().nullable(),
  color: z.string().nullable(),
  observations: z.string().nullable(),
  customPrice: z.number().int().nullable(),
  /** Send it back as expectedVersion when saving this profile. */
  version: z.number().int(),
  /** The plan its holder pays, when it was sold or renewed by one (decision 042). */
  planId: z.number().int().nullable(),
  /** The revendedor's own end client, written from their portal (docs/decisions/056). */
  endClientLabel: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Whole days as a number, or as a string of digits (a form field); never a boolean or '' turned
 * into 1 or 0 by coercion.
 */
export const wholeDays = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

/** Body of POST /api/profiles/{id}/renew: 30 days unless told; price defaults on the server. */
export const renewInputSchema = z.object({
  days: wholeDays(m.renewDays, 366).default(30),
  price: optionalPesos(m.invalidPrice),
  ...saleTermsFields,
  /** The plan renewed by (its movement records it; days and price as sent). */
  ...planIdField,
});
export type RenewInput = z.infer<typeof renewInputSchema>;
