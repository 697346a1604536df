import { z } from './zod';
import { accountsMessages } from '../messages/accounts';
import { MAX_PAGE_SIZE, idSchema, paginationSchema, text } from './common';
import { MAX_PROFILES_LIMIT } from './services';
import { accountProfileInputSchema, optionalDate, profileSchema } from './profiles';
import { optionalPesos } from './pesos';
import { formatField } from './spreadsheets';
import { incidentTermsFields } from './incidents';
import { EXPIRY_FILTERS, HIDDEN_FILTERS } from '../domain/lists';

const m = accountsMessages;

export { EXPIRY_FILTERS, HIDDEN_FILTERS, type ExpiryFilter } from '../domain/lists';

/** Query of GET /api/accounts. */
export const accountListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  search: text(100).optional(),
  serviceId: idSchema.optional(),
  expiryFilter: z.enum(EXPIRY_FILTERS, { error: m.invalidFilter }).default('all'),
  hidden: z.enum(HIDDEN_FILTERS).default('exclude'),
  providerDue: z.enum(['true', 'false']).optional(),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** Body of POST /api/accounts and PUT /api/accounts/{id}; serviceId also comes as service_id. */
export const accountInputSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const b = body as Record<string, unknown>;
    return b.serviceId === undefined && b.service_id !== undefined ? { ...b, serviceId: b.service_id } : b;
  },
  z.object({
    // Coercion turns a missing or empty id into NaN or 0, both refused with the same message.
    serviceId: z.coerce
      .number({ error: m.serviceRequired })
      .int(m.serviceRequired)
      .positive(m.serviceRequired)
      .max(2_147_483_647, m.serviceRequired),
    username: text(200, { error: m.usernameRequired, tooLong: m.usernameTooLong }).min(1, m.usernameRequired),
    password: text(200, { error: m.passwordRequired, tooLong: m.passwordTooLong, trim: false }).min(
      1,
      m.passwordRequired,
    ),
    observation: text(1000, { tooLong: m.observationTooLong })
      .nullish()
      .transform((v) => v || null),
    /** Omitted: a new account gets Perfil 1..N; an edit keeps its profiles. */
    profiles: z
      .array(accountProfileInputSchema, { error: m.profilesCount })
      .min(1, m.profilesCount)
      .max(MAX_PROFILES_LIMIT, m.profilesCount)
      .optional(),
    providerCost: optionalPesos(m.invalidProviderCost),
    providerRenewalDate: optionalDate(m.invalidProviderDate),
  }),
);
export type AccountInput = z.infer<typeof accountInputSchema>;

export const accountServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  maxProfiles: z.number().int(),
});

export const accountSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  service: accountServiceSchema,
  username: z.string(),
  password: z.string(),
  observation: z.string().nullable(),
  /** Hidden by the signed-in staff member (each one hides their own). */
  hidden: z.boolean(),
  /** 3 an occupied profile expired, 2 one near expiry, 1 the rest (spec section 4). */
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Earliest expiry among the occupied profiles. */
  nextExpiry: z.string().nullable(),
  providerCost: z.number().int().nullable(),
  providerRenewalDate: z.string().nullable(),
  /** The supplier must be paid within 5 days, or is overdue. */
  providerDue: z.boolean(),
  profiles: z.array(profileSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ accounts: z.array(accountSchema), pagination: paginationSchema });
export type AccountList = z.infer<typeof accountListSchema>;

export const hiddenInputSchema = z.object({ hidden: z.boolean() });

/** Compensar días of one account: an incident's days and reason (docs/decisions/050). */
export const compensateInputSchema = z.object(incidentTermsFields);
export type CompensateInput = z.infer<typeof compensateInputSchema>;

export const ACCOUNT_EVENT_TYPES = [
  'assignment',
  'renewal',
  'release',
  'compensation',
  'password_change',
] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

/**
 * A profile sale, renewal or release as the Panel's recent activity shows it (read from the audit
 * trail; the account's own history answers audit events, docs/decisions/023).
 */
export const accountEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(ACCOUNT_EVENT_TYPES),
  profileId: z.number().int().nullable(),
  profileName: z.string().nullable(),
  clientName: z.string().nullable(),
  previousExpiry: z.string().nullable(),
  newExpiry: z.string().nullable(),
  days: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** Query of GET /api/accounts/export: the list's filters, every page, and the file format. */
export const accountExportQuerySchema = accountListQuerySchema
  .omit({ page: true, limit: true })
  .extend(formatField);
export type AccountExportQuery = z.infer<typeof accountExportQuerySchema>;
