import { TIME_OF_DAY } from '../domain/business-time';
import { MAX_GRACE_DAYS } from '../domain/grace';
import { THEMES } from '../domain/themes';
import { settingsMessages as m } from '../messages/settings';
import { portalMessages } from '../messages/portal';
import { sendRunMessages } from '../messages/send-runs';
import { z } from './zod';

/**
 * Which free profile a sale takes when it names none (docs/decisions/042): fill the account with
 * the fewest free profiles first, or sell from the one whose supplier renewal is furthest away.
 */
export const SALE_PICK_POLICIES = ['menos_libres', 'renovacion_lejana'] as const;
export type SalePickPolicy = (typeof SALE_PICK_POLICIES)[number];
export const DEFAULT_SALE_PICK_POLICY: SalePickPolicy = 'menos_libres';

/** A new portal link lasts this many days unless the shop says otherwise (docs/decisions/051). */
export const DEFAULT_PORTAL_LINK_DAYS = 60;
export const MIN_PORTAL_LINK_DAYS = 1;
export const MAX_PORTAL_LINK_DAYS = 365;

/** The shop's settings (GET /api/settings, docs/decisions/040). */
export const shopSettingsSchema = z.object({
  /** Days after the expiry a profile stays held and renews from the old date (0 to 30). */
  graceDays: z.number().int(),
  salePickPolicy: z.enum(SALE_PICK_POLICIES),
  /** The client portal (docs/decisions/051): access details behind "Ver accesos", or not. */
  portalShowsAccess: z.boolean(),
  /** Days a new portal link lasts (1 to 365). */
  portalLinkDays: z.number().int(),
  portalTheme: z.enum(THEMES),
  /** Sending hours of send runs (HH:MM, business time zone; docs/decisions/052). */
  sendingHoursStart: z.string(),
  sendingHoursEnd: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** PUT /api/settings: the admin's edit. A number written as text (a form field) is read as one. */
export const shopSettingsInputSchema = z.object({
  graceDays: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: m.invalidGraceDays })
      .int(m.invalidGraceDays)
      .min(0, m.invalidGraceDays)
      .max(MAX_GRACE_DAYS, m.invalidGraceDays),
  ),
  /** Missing: kept as it is. */
  salePickPolicy: z.enum(SALE_PICK_POLICIES, { error: m.invalidSalePickPolicy }).optional(),
  /** The portal's settings (docs/decisions/051); each one missing is kept. */
  portalShowsAccess: z.boolean({ error: portalMessages.invalidShowsAccess }).optional(),
  portalLinkDays: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: portalMessages.invalidLinkDays })
        .int(portalMessages.invalidLinkDays)
        .min(MIN_PORTAL_LINK_DAYS, portalMessages.invalidLinkDays)
        .max(MAX_PORTAL_LINK_DAYS, portalMessages.invalidLinkDays),
    )
    .optional(),
  portalTheme: z.enum(THEMES, { error: portalMessages.invalidTheme }).optional(),
  /** Send runs' sending hours (docs/decisions/052); each one missing is kept. */
  sendingHoursStart: z
    .string({ error: sendRunMessages.invalidHours })
    .regex(TIME_OF_DAY, sendRunMessages.invalidHours)
    .optional(),
  sendingHoursEnd: z
    .string({ error: sendRunMessages.invalidHours })
    .regex(TIME_OF_DAY, sendRunMessages.invalidHours)
    .optional(),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

export const shopSettingsResponseSchema = z.object({ settings: shopSettingsSchema });
