import { z } from './zod';
import { combosMessages } from '../messages/combos';
import { salesMessages as m } from '../messages/sales';
import { idWith, paginationQuerySchema, paginationSchema, text } from './common';
import { saleTermsFields } from './payments';
import { optionalPesos } from './pesos';
import { pinSchema } from './profiles';

// Ventas (issue 25, item 2; docs/decisions/042): POST /api/sales, its renewal and a client's list.

export const SALE_KINDS = ['perfil', 'cuenta_completa', 'combo'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** At most this many profiles in one sale (a whole account holds fewer; a picker sends a few). */
export const MAX_SALE_PROFILES = 20;

/** Body of POST /api/sales. With no profile or account named, the shop's policy picks one. */
export const saleInputSchema = z
  .object({
    clientId: idWith(m.invalidClient),
    /** The plan sold, or (instead) the combo: exactly one of them. */
    planId: idWith(m.planRequired).optional(),
    comboId: idWith(combosMessages.invalidCombo).optional(),
    profileIds: z
      .array(idWith(m.invalidProfiles), { error: m.invalidProfiles })
      .min(1, m.invalidProfiles)
      .max(MAX_SALE_PROFILES, m.tooManyProfiles)
      .refine((ids) => new Set(ids).size === ids.length, m.repeatedProfile)
      .optional(),
    accountId: idWith(m.accountNotFound).optional(),
    /** Missing: the plan's price, or its reseller price for a revendedor. */
    price: optionalPesos(m.invalidPrice),
    pin: pinSchema,
    note: text(200, { tooLong: m.noteTooLong }).nullish(),
    ...saleTermsFields,
  })
  .refine((v) => (v.planId === undefined) !== (v.comboId === undefined), {
    message: combosMessages.planOrCombo,
    path: ['planId'],
  })
  .refine((v) => v.profileIds === undefined || v.accountId === undefined, {
    message: m.profilesAndAccount,
    path: ['accountId'],
  });
export type SaleInput = z.infer<typeof saleInputSchema>;

/** Body of POST /api/sales/{id}/renew: the sale's own plan unless another of its service is named. */
export const saleRenewInputSchema = z.object({
  planId: idWith(m.planRequired).optional(),
  price: optionalPesos(m.invalidPrice),
  ...saleTermsFields,
});
export type SaleRenewInput = z.infer<typeof saleRenewInputSchema>;

export const saleProfileSchema = z.object({
  profileId: z.number().int(),
  accountId: z.number().int(),
  accountUsername: z.string(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string(),
  name: z.string(),
  /** The profile's share of the sale's price (the shares add up to it). */
  amount: z.number().int(),
  /** Whether the sale still holds it (a later sale, release or transfer takes it away). */
  held: z.boolean(),
  status: z.string(),
  expiryDate: z.string().nullable(),
});

export const saleSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string(),
  kind: z.enum(SALE_KINDS),
  planId: z.number().int().nullable(),
  planName: z.string(),
  /** The combo a 'combo' sale sold (docs/decisions/044); planId is then null. */
  comboId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  price: z.number().int(),
  movementId: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  profiles: z.array(saleProfileSchema),
});
export type Sale = z.infer<typeof saleSchema>;

export const saleResponseSchema = z.object({ sale: saleSchema });

/** GET /api/sales?clientId: a client's sales, newest first, paged. */
export const saleListQuerySchema = paginationQuerySchema.extend({ clientId: idWith(m.invalidClient) });
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;

export const saleListSchema = z.object({ sales: z.array(saleSchema), pagination: paginationSchema });
export type SaleList = z.infer<typeof saleListSchema>;
