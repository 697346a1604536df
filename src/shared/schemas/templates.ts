import { TEMPLATE_MAX_LENGTH } from '../domain/messaging';
import { messagingMessages } from '../messages/messaging';
import { text } from './common';
import { paymentMethodSchema } from './payments';
import { z } from './zod';

const m = messagingMessages;

/** PUT /api/templates/…: the text of a template, not blank, at most 4,000 characters. */
export const templateInputSchema = z.object({
  text: text(TEMPLATE_MAX_LENGTH, { error: m.textRequired, tooLong: m.textTooLong, trim: false }).refine(
    (value) => value.trim().length > 0,
    m.textRequired,
  ),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

const whatsappTemplates = z.object({
  expirado: z.string(),
  renovaciones: z.string(),
  cambio_contraseña: z.string(),
  garantia: z.string(),
  estado_cuenta: z.string(),
  enlace_portal: z.string(),
  compensacion: z.string(),
});

/** GET /api/templates: what is in force (saved, else the default) and the defaults. */
export const templatesSchema = z.object({
  whatsapp: whatsappTemplates,
  access: z.string(),
  services: z.record(z.string(), z.string()),
  defaults: z.object({ whatsapp: whatsappTemplates, access: z.string() }),
  /** The shop's active payment methods, in their order: what {medios_pago} lists. */
  paymentMethods: z.array(paymentMethodSchema),
});
export type Templates = z.infer<typeof templatesSchema>;
