import { z } from './zod';
import { parsePesos } from '../domain/money';
import { servicesMessages } from '../messages/services';
import { paginationSchema, text } from './common';
import { imageUrlSchema } from './images';

export const MAX_PROFILES_LIMIT = 20;
const m = servicesMessages;

/** A number typed in a form or sent as JSON: '15000' and 15000 both count, '' does not. */
const wholeNumber = (message: string, parse: (text: string) => number | null = toNumber) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? (parse(v) ?? v) : v),
    z.number({ error: message }).int(message),
  );

const toNumber = (text: string) => {
  const value = Number(text);
  return Number.isNaN(value) ? null : value;
};

/** Body of POST /api/services and PUT /api/services/{id}; maxProfiles also comes as max_profiles. */
export const serviceInputSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object') return body;
    const b = body as Record<string, unknown>;
    return b.maxProfiles === undefined && b.max_profiles !== undefined
      ? { ...b, maxProfiles: b.max_profiles }
      : b;
  },
  z.object({
    name: text(100, { error: m.nameRequired, tooLong: m.nameTooLong }).min(1, m.nameRequired),
    url: text(2048, { tooLong: m.invalidUrl })
      .refine((v) => v === '' || isHttpUrl(v), m.invalidUrl)
      .nullish()
      .transform((v) => v || null),
    // Prices may be typed the way the app shows them: '22.500' or '$ 22.500'.
    price: wholeNumber(m.invalidPrice, parsePesos).pipe(
      z.number().min(0, m.invalidPrice).max(100_000_000, m.invalidPrice),
    ),
    maxProfiles: wholeNumber(m.invalidMaxProfiles).pipe(
      z.number().min(1, m.invalidMaxProfiles).max(MAX_PROFILES_LIMIT, m.invalidMaxProfiles),
    ),
    image: imageUrlSchema.nullish().transform((v) => v || null),
  }),
);
export type ServiceInput = z.infer<typeof serviceInputSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  price: z.number().int(),
  maxProfiles: z.number().int(),
  max_profiles: z.number().int(),
  image: z.string().nullable(),
  accounts_count: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = z.object({ services: z.array(serviceSchema), pagination: paginationSchema });
export type ServiceList = z.infer<typeof serviceListSchema>;
