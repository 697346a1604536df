import { accountSchema } from './accounts';
import { z } from './zod';

/**
 * GET /api/clients/{id}/sell-again (docs/decisions/040): the client's last released profile and
 * what to sell them now: that profile when it is still free (`previous`), otherwise another free
 * profile of the same service; null when none is free, or the client holds one of that service.
 */
export const sellAgainSchema = z.object({
  released: z
    .object({
      /** The trail's name of it: profile · service · account (it survives a later rename). */
      label: z.string(),
      serviceId: z.number().int(),
      serviceName: z.string(),
      releasedAt: z.string(),
      /** The system's release says "no renovó"; a release by hand has no note. */
      note: z.string().nullable(),
    })
    .nullable(),
  suggestion: z
    .object({
      previous: z.boolean(),
      profileId: z.number().int(),
      /** The account as Cuentas shows it, so Asignar Perfil opens on it. */
      account: accountSchema,
    })
    .nullable(),
});
export type SellAgain = z.infer<typeof sellAgainSchema>;
