import { z } from './zod';
import { combosMessages as m } from '../messages/combos';
import { idWith, text } from './common';
import { optionalPesos, pesos } from './pesos';

// Combos (issue 25 item 4, docs/decisions/044): the API's bodies and answers.

export const MAX_COMBO_PLANS = 10;

/** Body of POST /api/combos and PUT /api/combos/{id}. */
export const comboInputSchema = z.object({
  name: text(60, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
  planIds: z
    .array(idWith(m.invalidPlans), { error: m.tooFewPlans })
    .min(2, m.tooFewPlans)
    .max(MAX_COMBO_PLANS, m.tooManyPlans)
    .refine((ids) => new Set(ids).size === ids.length, m.repeatedPlan),
  price: pesos(m.invalidPrice),
  /** Missing or empty: 80 % of the price (domain/plans planResellerPrice). */
  resellerPrice: optionalPesos(m.invalidResellerPrice),
  active: z.boolean({ error: m.invalidCombo }).default(true),
});
export type ComboInput = z.infer<typeof comboInputSchema>;

export const comboPlanSchema = z.object({
  planId: z.number().int(),
  planName: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  price: z.number().int(),
  active: z.boolean(),
});

export const comboSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  resellerPrice: z.number().int(),
  active: z.boolean(),
  plans: z.array(comboPlanSchema),
});
export type Combo = z.infer<typeof comboSchema>;

export const comboListSchema = z.object({ combos: z.array(comboSchema) });
export const comboResponseSchema = z.object({ combo: comboSchema });

/** DELETE /api/combos/{id}: deleted, or deactivated when some sale already sold it. */
export const comboDeleteSchema = z.object({ ok: z.literal(true), deactivated: z.boolean() });
