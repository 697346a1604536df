import {
  MAX_SEND_RUN_CLIENTS,
  SEND_RUN_OUTCOMES,
  SEND_RUN_SOURCES,
  SEND_RUN_STATUSES,
  SEND_RUN_TYPES,
} from '../domain/send-runs';
import { sendRunMessages as m } from '../messages/send-runs';
import { idWith } from './common';
import { z } from './zod';

// Send runs on the wire (issue 26 item 3, docs/decisions/052).

/** POST /api/send-runs: exactly one of clientIds, incidentId and window says who is in the run. */
export const sendRunInputSchema = z
  .object({
    clientIds: z
      .array(idWith(m.invalidClients), { error: m.invalidClients })
      .min(1, m.invalidClients)
      .max(MAX_SEND_RUN_CLIENTS, m.tooManyClients)
      .optional(),
    incidentId: idWith(m.invalidIncident).optional(),
    window: z
      .number({ error: m.invalidWindow })
      .int(m.invalidWindow)
      .min(0, m.invalidWindow)
      .max(30, m.invalidWindow)
      .optional(),
    /** Missing: each client's suggested reminder (or compensación for an incident). */
    type: z.enum(SEND_RUN_TYPES, { error: m.invalidType }).optional(),
    skipMessagedToday: z.boolean({ error: m.invalidSkip }).default(true),
  })
  .superRefine((input, ctx) => {
    const given = [input.clientIds, input.incidentId, input.window].filter((v) => v !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', message: m.noSource });
    else if (given > 1) ctx.addIssue({ code: 'custom', message: m.oneSource });
    else if (input.type === 'compensacion' && input.incidentId === undefined)
      ctx.addIssue({ code: 'custom', message: m.compensationNeedsIncident });
    else if (input.incidentId !== undefined && input.type !== undefined && input.type !== 'compensacion')
      ctx.addIssue({ code: 'custom', message: m.incidentIsCompensation });
  });
export type SendRunInput = z.output<typeof sendRunInputSchema>;

export const sendRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(SEND_RUN_SOURCES),
  window: z.number().int().nullable(),
  incidentId: z.number().int().nullable(),
  type: z.enum(SEND_RUN_TYPES).nullable(),
  skipMessagedToday: z.boolean(),
  status: z.enum(SEND_RUN_STATUSES),
  createdByName: z.string(),
  createdAt: z.string(),
  progress: z.object({
    total: z.number().int(),
    /** Sent, skipped or failed. */
    done: z.number().int(),
    sent: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    /** Taken by a staff member, outcome not reported yet. */
    claimed: z.number().int(),
    pending: z.number().int(),
  }),
  /** Minutes left at the pace so far; null until someone finished one. */
  etaMinutes: z.number().int().nullable(),
  sendingHours: z.object({ start: z.string(), end: z.string() }),
  /** Now is outside the shop's sending hours: the screen asks before each message. */
  outsideHours: z.boolean(),
});
export type SendRun = z.infer<typeof sendRunSchema>;

export const sendRunResponseSchema = z.object({ run: sendRunSchema });
export const sendRunListSchema = z.object({ runs: z.array(sendRunSchema) });
export const sendRunListQuerySchema = z.object({
  status: z.enum(['active', 'all'], { error: m.invalidStatus }).default('active'),
});

export const sendRunItemSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientName: z.string(),
  type: z.enum(SEND_RUN_TYPES),
  message: z.string(),
  /** The wa.me link with the message. */
  link: z.string(),
  outsideHours: z.boolean(),
});
export type SendRunItem = z.infer<typeof sendRunItemSchema>;
export const sendRunItemResponseSchema = z.object({ item: sendRunItemSchema });

export const sendRunItemParamsSchema = z.object({
  id: idWith(m.notFound),
  itemId: idWith(m.itemNotFound),
});
export const sendRunOutcomeInputSchema = z.object({
  outcome: z.enum(SEND_RUN_OUTCOMES, { error: m.invalidOutcome }),
});
