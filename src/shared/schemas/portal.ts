import { THEMES } from '../domain/themes';
import { CLIENT_TYPES } from '../domain/client-types';
import { PAYMENT_METHOD_KINDS } from '../domain/cartera';
import { idWith } from './common';
import { portalMessages as m } from '../messages/portal';
import { portalResellerSchema } from './portal-reseller';
import { z } from './zod';

// The client portal (issue 27, docs/decisions/051): the staff's link endpoints and the page's API.

/** POST /api/clients/{id}/portal-link: the link, shown this once (only its hash is kept). */
export const createdPortalLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type CreatedPortalLink = z.infer<typeof createdPortalLinkSchema>;

/** GET /api/clients/{id}/portal-link: the client's latest link, without its token. */
export const portalLinkStatusSchema = z.object({
  link: z
    .object({
      active: z.boolean(),
      createdAt: z.string(),
      createdBy: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
      lastOpenedAt: z.string().nullable(),
    })
    .nullable(),
});
export type PortalLinkStatus = z.infer<typeof portalLinkStatusSchema>;

/** The token in a portal path: any text (a malformed one is answered as an unknown one). */
export const portalTokenParamSchema = z.object({ token: z.string() });

const state = z.enum(['active', 'near', 'expired']);

/** GET /api/portal/{token}: what the client's page shows. */
export const portalPageSchema = z.object({
  shop: z.object({ theme: z.enum(THEMES), showsAccess: z.boolean() }),
  client: z.object({ name: z.string(), type: z.enum(CLIENT_TYPES) }),
  /** Today in the shop's time zone (YYYY-MM-DD). */
  today: z.string(),
  profiles: z.array(
    z.object({
      id: z.number().int(),
      service: z.string(),
      profileName: z.string(),
      state,
      expiryDate: z.string().nullable(),
      daysLeft: z.number().int().nullable(),
      /** What renewing it costs this client (its agreed price, else the service's for their type). */
      renewalPrice: z.number().int(),
      /** True when "Ver accesos" may show its access details. */
      canReveal: z.boolean(),
    }),
  ),
  /** The active plans of the client's services, at the client's price. */
  plans: z.array(
    z.object({
      service: z.string(),
      plans: z.array(z.object({ name: z.string(), price: z.number().int() })),
    }),
  ),
  paymentMethods: z.array(
    z.object({
      kind: z.enum(PAYMENT_METHOD_KINDS),
      name: z.string(),
      number: z.string().nullable(),
      holder: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  balance: z.object({ owed: z.number().int(), credit: z.number().int() }),
  payments: z.array(z.object({ date: z.string(), amount: z.number().int(), method: z.string().nullable() })),
  /** A revendedor's profiles by expiry group and their estado de cuenta (decision 056); else null. */
  reseller: portalResellerSchema.nullable(),
});
export type PortalPage = z.infer<typeof portalPageSchema>;
export type PortalProfile = PortalPage['profiles'][number];

/** POST /api/portal/{token}/reveal */
export const portalRevealInputSchema = z.object({ profileId: idWith(m.invalidProfile) });
export type PortalRevealInput = z.infer<typeof portalRevealInputSchema>;

export const portalAccessSchema = z.object({
  access: z.object({
    profileId: z.number().int(),
    username: z.string(),
    password: z.string(),
    pin: z.string().nullable(),
  }),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>['access'];
