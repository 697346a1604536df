import { z } from './zod';
import { WEBHOOK_EVENTS, webhookUrlProblem } from '../domain/webhooks';
import { webhookMessages } from '../messages/webhooks';
import { paginationSchema, text } from './common';

// Webhooks (issue 28 item 3; docs/decisions/049): the API's bodies and answers.

const m = webhookMessages;
const problemMessage = {
  invalid: m.urlInvalid,
  notHttps: m.urlNotHttps,
  credentials: m.urlCredentials,
} as const;

const urlField = text(500, { error: m.urlRequired, tooLong: m.urlTooLong })
  .min(1, m.urlRequired)
  .superRefine((value, issue) => {
    if (value === '') return;
    const problem = webhookUrlProblem(value);
    if (problem) issue.addIssue({ code: 'custom', message: problemMessage[problem] });
  });

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: m.invalidEvent }), { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .max(WEBHOOK_EVENTS.length * 2, m.invalidEvent)
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

/** Body of POST /api/webhooks. */
export const webhookInputSchema = z.object({ url: urlField, events: eventsField });
export type WebhookInput = z.input<typeof webhookInputSchema>;
export type WebhookValues = z.output<typeof webhookInputSchema>;

/** Body of PUT /api/webhooks/{id}: what is sent changes, what is left out stays. */
export const webhookUpdateSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  active: z.boolean({ error: m.invalidActive }).optional(),
});
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;

/** The answer of POST /api/webhooks: the only time the signing secret is shown. */
export const createdWebhookSchema = z.object({ id: z.number().int(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** A webhook as the API lists it: never its secret. */
export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });

export const WEBHOOK_DELIVERY_STATES = ['pendiente', 'entregado', 'fallido'] as const;

/** One try of a delivery. */
export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

/** One event for one endpoint, with its tries (newest first, the last ten). */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  tries: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  pagination: paginationSchema,
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
