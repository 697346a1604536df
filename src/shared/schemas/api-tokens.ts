import { z } from './zod';
import { isIsoDate } from '../domain/business-time';
import { FLAG_SECTIONS } from '../domain/permissions';
import { apiTokenMessages } from '../messages/api-tokens';
import { text } from './common';

// Tokens de API (issue 28, item 2; docs/decisions/043): the API's bodies and answers.

const m = apiTokenMessages;
export const API_TOKEN_SCOPES = ['lectura', 'escritura'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Body of POST /api/tokens. */
export const apiTokenInputSchema = z.object({
  name: text(60, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
  scope: z.enum(API_TOKEN_SCOPES, { error: m.invalidScope }),
  // A calendar day (TZ_APP) the token works through, as a user's expiry date.
  expiresAt: text(10, { error: m.invalidExpiry, tooLong: m.invalidExpiry })
    .refine((v) => v === '' || isIsoDate(v), m.invalidExpiry)
    .nullish()
    .transform((v) => v || null),
  sections: z
    .array(z.enum(FLAG_SECTIONS, { error: m.invalidSection }), { error: m.invalidSection })
    .max(FLAG_SECTIONS.length, m.invalidSection)
    .default([])
    .transform((list) => FLAG_SECTIONS.filter((s) => list.includes(s))),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;
export type ApiTokenValues = z.output<typeof apiTokenInputSchema>;

/** The answer of POST /api/tokens: the only time the secret is shown. */
export const createdApiTokenSchema = z.object({ id: z.number().int(), token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** A token as GET /api/tokens lists it: never its secret nor its hash. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  sections: z.array(z.enum(FLAG_SECTIONS)),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
