import { z } from './zod';
import { MAX_PLAN_DAYS, MAX_PLAN_MONTHS, PLAN_KINDS } from '../domain/plans';
import { plansMessages } from '../messages/plans';
import { idWith, text } from './common';
import { optionalPesos, pesos } from './pesos';

// Planes de un servicio (issue 25, docs/decisions/039): the API's bodies and answers.

const m = plansMessages;

/** Whole number in a range, typed in a form ('27') or sent as JSON; missing, null or '' is none. */
const optionalWhole = (message: string, max: number) =>
  z
    .preprocess(
      (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
      z.number({ error: message }).int(message).min(1, message).max(max, message).nullish(),
    )
    .transform((v) => v ?? null);

/** Body of POST /api/services/{id}/plans and PUT /api/plans/{id}. */
export const planInputSchema = z
  .object({
    name: text(60, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
    durationDays: optionalWhole(m.invalidDays, MAX_PLAN_DAYS),
    durationMonths: optionalWhole(m.invalidMonths, MAX_PLAN_MONTHS),
    price: pesos(m.invalidPrice),
    /** Missing or empty: 80 % of the price (domain/plans planResellerPrice). */
    resellerPrice: optionalPesos(m.invalidResellerPrice),
    kind: z.enum(PLAN_KINDS, { error: m.invalidKind }).default('perfil'),
    active: z.boolean({ error: m.invalidPlan }).default(true),
    /** Its place in the service's list, from 0; missing keeps it (or puts a new plan last). */
    position: z
      .number({ error: m.invalidPosition })
      .int(m.invalidPosition)
      .min(0, m.invalidPosition)
      .max(1000, m.invalidPosition)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.durationDays === null) === (value.durationMonths === null))
      ctx.addIssue({ code: 'custom', message: m.durationRequired, path: ['durationDays'] });
  });
export type PlanInput = z.infer<typeof planInputSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  name: z.string(),
  durationDays: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  price: z.number().int(),
  resellerPrice: z.number().int(),
  kind: z.enum(PLAN_KINDS),
  active: z.boolean(),
  position: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** A service's plans, active first by position (at most MAX_PLANS_PER_SERVICE, so never paged). */
export const planListSchema = z.object({ plans: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** DELETE /api/plans/{id}: deleted, or deactivated when some sale already names it. */
export const planDeleteSchema = z.object({ ok: z.literal(true), deactivated: z.boolean() });

/** What a sale or renewal may add: the plan it is made by (its movement records it). */
export const planIdField = {
  planId: z.preprocess((v) => (v === '' ? null : v), idWith(m.invalidPlan).nullish()),
};
