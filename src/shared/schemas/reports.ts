import { z } from './zod';
import { reportsMessages as m } from '../messages/reports';
import { DEFAULT_PAGE_SIZE, idWith, MAX_PAGE_SIZE, paginationSchema } from './common';
import { optionalDate } from './profiles';

/** A reminder "worked" when the same profile is renewed at most this many days after it. */
export const REMINDER_WINDOW_DAYS = 7;
/** The longest period one report covers (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** The lists behind the report's numbers. */
export const RENEWAL_BUCKETS = [
  'due',
  'renewed',
  'lost',
  'pending',
  'reminded',
  'reminded_renewed',
  'unreminded_renewed',
] as const;
export type RenewalBucket = (typeof RENEWAL_BUCKETS)[number];

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const reportFields = {
  from: blankAsMissing(optionalDate(m.invalidDate)),
  to: blankAsMissing(optionalDate(m.invalidDate)),
  serviceId: blankAsMissing(idWith(m.invalidService)),
  userId: blankAsMissing(idWith(m.invalidUser)),
};
type Range = { from?: string | null; to?: string | null };
const fromBeforeTo = (q: Range) => !q.from || !q.to || q.from <= q.to;
const notTooLong = (q: Range) =>
  !q.from || !q.to || q.from > q.to || daysBetween(q.from, q.to) < MAX_REPORT_DAYS;

/** Query of GET /api/reports/renewals: from and to default to this month (business time zone). */
export const renewalReportQuerySchema = z
  .object(reportFields)
  .refine(fromBeforeTo, { message: m.invalidRange, path: ['from'] })
  .refine(notTooLong, { message: m.rangeTooLong, path: ['to'] });
export type RenewalReportQuery = z.infer<typeof renewalReportQuerySchema>;

/** Query of GET /api/reports/renewals/items: one bucket's terms in due date order, paged. */
export const renewalItemsQuerySchema = z
  .object({
    ...reportFields,
    bucket: z.enum(RENEWAL_BUCKETS, { error: m.invalidBucket }).default('due'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .refine(fromBeforeTo, { message: m.invalidRange, path: ['from'] })
  .refine(notTooLong, { message: m.rangeTooLong, path: ['to'] });
export type RenewalItemsQuery = z.infer<typeof renewalItemsQuerySchema>;

/** The figures of a set of terms (the whole period, one service, one staff member). */
export const renewalFiguresSchema = z.object({
  /** Profiles whose due date fell in the period. */
  due: z.number().int(),
  renewed: z.number().int(),
  renewedAmount: z.number().int(),
  /** Not renewed and the due date has passed: lost, at the price the renewal would have cost. */
  lost: z.number().int(),
  lostAmount: z.number().int(),
  /** Not renewed yet, due today or later. */
  pending: z.number().int(),
  pendingAmount: z.number().int(),
  /** An enviado reminder was sent while the term was open. */
  reminded: z.number().int(),
  /** Renewed at most REMINDER_WINDOW_DAYS after the reminder. */
  remindedRenewed: z.number().int(),
  /** Renewed with no reminder sent. */
  unremindedRenewed: z.number().int(),
  /** remindedRenewed / reminded, or null when none was reminded. */
  rateWithReminder: z.number().nullable(),
  /** unremindedRenewed / (due − reminded), or null when every one was reminded. */
  rateWithoutReminder: z.number().nullable(),
});
export type RenewalFigures = z.infer<typeof renewalFiguresSchema>;

export const renewalReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: renewalFiguresSchema,
  byService: z.array(renewalFiguresSchema.extend({ serviceId: z.number().int(), serviceName: z.string() })),
  /** userId null: nobody reminded or renewed (the profiles that just lapsed). */
  byStaff: z.array(
    renewalFiguresSchema.extend({ userId: z.number().int().nullable(), userName: z.string().nullable() }),
  ),
});
export type RenewalReport = z.infer<typeof renewalReportSchema>;

export const renewalItemSchema = z.object({
  id: z.number().int(),
  /** null once the profile was deleted. */
  profileId: z.number().int().nullable(),
  profileName: z.string().nullable(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  dueDate: z.string(),
  /** What the renewal would cost (custom price, else the service's). */
  price: z.number().int(),
  renewedAt: z.string().nullable(),
  renewedAmount: z.number().int().nullable(),
  renewedByName: z.string().nullable(),
  movementId: z.number().int().nullable(),
  remindedAt: z.string().nullable(),
  remindedByName: z.string().nullable(),
  reminderWorked: z.boolean(),
});
export type RenewalItem = z.infer<typeof renewalItemSchema>;

export const renewalItemsSchema = z.object({
  items: z.array(renewalItemSchema),
  pagination: paginationSchema,
});
export type RenewalItems = z.infer<typeof renewalItemsSchema>;
