import { MAX_GRACE_DAYS } from '../domain/grace';
import { settingsMessages as m } from '../messages/settings';
import { z } from './zod';

/** The shop's settings (GET /api/settings, docs/decisions/040). */
export const shopSettingsSchema = z.object({
  /** Days after the expiry a profile stays held and renews from the old date (0 to 30). */
  graceDays: z.number().int(),
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
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

export const shopSettingsResponseSchema = z.object({ settings: shopSettingsSchema });
