import {
  END_CLIENT_LABEL_MAX,
  RESELLER_GROUPS,
  RESELLER_PAGE_SIZE,
  type ResellerGroup,
} from '../domain/portal-reseller';
import { STATEMENT_LINE_KINDS } from './payments';
import { portalResellerMessages as m } from '../messages/portal-reseller';
import { idWith, text } from './common';
import { z } from './zod';

// A revendedor's portal (issue 27 item 3, docs/decisions/056): their profiles grouped by expiry,
// their estado de cuenta, and the end client's name they put on each profile.

export { END_CLIENT_LABEL_MAX, RESELLER_GROUPS, RESELLER_PAGE_SIZE, type ResellerGroup };

/** One of the revendedor's profiles: a client's profile card plus their end client's name. */
export const resellerProfileSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  profileName: z.string(),
  state: z.enum(RESELLER_GROUPS),
  expiryDate: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  renewalPrice: z.number().int(),
  canReveal: z.boolean(),
  endClientLabel: z.string().nullable(),
});
export type ResellerProfile = z.infer<typeof resellerProfileSchema>;

/** One page of a group: its first (or next) profiles and how many it has in all. */
export const resellerGroupPageSchema = z.object({
  group: z.enum(RESELLER_GROUPS),
  total: z.number().int(),
  profiles: z.array(resellerProfileSchema),
});
export type ResellerGroupPage = z.infer<typeof resellerGroupPageSchema>;

/** The revendedor's part of GET /api/portal/{token} (null for a plain client). */
export const portalResellerSchema = z.object({
  total: z.number().int(),
  groups: z.array(resellerGroupPageSchema),
  /** The latest lines of their estado de cuenta, newest first, each with the balance after it. */
  statement: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(STATEMENT_LINE_KINDS),
      description: z.string(),
      amount: z.number().int(),
      balance: z.number().int(),
    }),
  ),
});
export type PortalReseller = z.infer<typeof portalResellerSchema>;

/** GET /api/portal/{token}/profiles?group=&offset= */
export const resellerGroupQuerySchema = z.object({
  group: z.enum(RESELLER_GROUPS, { error: m.invalidGroup }),
  offset: z.coerce
    .number({ error: m.invalidOffset })
    .int(m.invalidOffset)
    .min(0, m.invalidOffset)
    .max(1_000_000, m.invalidOffset)
    .default(0),
});
export type ResellerGroupQuery = z.infer<typeof resellerGroupQuerySchema>;

export const portalProfileParamSchema = z.object({
  token: z.string(),
  profileId: idWith(m.profileNotFound),
});

/** PUT /api/portal/{token}/profiles/{profileId}/label: trimmed; empty clears it. */
export const endClientLabelInputSchema = z.object({
  label: text(END_CLIENT_LABEL_MAX, { error: m.invalidLabel, tooLong: m.labelTooLong })
    .nullish()
    .transform((v) => v || null),
});
export type EndClientLabelInput = z.infer<typeof endClientLabelInputSchema>;

export const endClientLabelSchema = z.object({
  profileId: z.number().int(),
  endClientLabel: z.string().nullable(),
});
