import { MAX_PAYMENT } from '../domain/cartera';
import { paymentReportMessages as m } from '../messages/payment-reports';
import { idWith, text } from './common';
import { z } from './zod';

// "Ya pagué" (issue 27 item 4, docs/decisions/055): the portal's report and the staff's review.

export const PAYMENT_REPORT_STATUSES = ['pendiente', 'confirmado', 'rechazado'] as const;
export type PaymentReportStatus = (typeof PAYMENT_REPORT_STATUSES)[number];

const optionalText = (max: number, tooLong: string) =>
  text(max, { tooLong })
    .nullish()
    .transform((v) => v || null);

/** Multipart fields are text: a number written as digits is read as that number. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** Body of POST /api/portal/{token}/payment-reports (JSON, or the fields of a multipart form). */
export const paymentReportInputSchema = z.object({
  amount: z.preprocess(
    numeric,
    z
      .number({ error: m.invalidAmount })
      .int(m.invalidAmount)
      .min(1, m.invalidAmount)
      .max(MAX_PAYMENT, m.invalidAmount),
  ),
  methodId: z.preprocess(numeric, idWith(m.invalidMethod)),
  reference: optionalText(100, m.referenceTooLong),
  note: optionalText(300, m.noteTooLong),
  /** The profiles to renew: an array, or (multipart) a comma-separated list. */
  renewProfileIds: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map(numeric)) : v),
    z.array(idWith(m.invalidProfiles), { error: m.invalidProfiles }).max(20, m.tooManyProfiles).default([]),
  ),
});
export type PaymentReportInput = z.infer<typeof paymentReportInputSchema>;

/** One report as the client's page lists it. */
export const portalPaymentReportSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  amount: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_REPORT_STATUSES),
  rejectReason: z.string().nullable(),
});

/** GET /api/portal/{token}/payment-reports: the medios to choose from and the client's reports. */
export const portalPaymentReportsSchema = z.object({
  methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  profiles: z.array(z.object({ id: z.number().int(), label: z.string() })),
  reports: z.array(portalPaymentReportSchema),
});
export type PortalPaymentReports = z.infer<typeof portalPaymentReportsSchema>;

/** A report as staff review it. */
export const paymentReportSchema = portalPaymentReportSchema.extend({
  clientId: z.number().int(),
  clientName: z.string(),
  methodId: z.number().int().nullable(),
  note: z.string().nullable(),
  hasImage: z.boolean(),
  /** The profiles the client asked to renew, still theirs, with what to call them. */
  renewProfiles: z.array(z.object({ id: z.number().int(), label: z.string() })),
  paymentId: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PaymentReport = z.infer<typeof paymentReportSchema>;

export const paymentReportListQuerySchema = z.object({
  status: z.enum(PAYMENT_REPORT_STATUSES, { error: m.invalidStatus }).optional(),
});
export const paymentReportListSchema = z.object({ reports: z.array(paymentReportSchema) });

/** Body of POST /api/payment-reports/{id}/confirm. */
export const paymentReportConfirmSchema = z.object({
  renewProfileIds: z.array(idWith(m.invalidProfiles)).max(20, m.tooManyProfiles).default([]),
});
/** Body of POST /api/payment-reports/{id}/reject. */
export const paymentReportRejectSchema = z.object({
  reason: text(300, { error: m.reasonRequired, tooLong: m.reasonTooLong }).min(1, m.reasonRequired),
});
export const paymentReportResponseSchema = z.object({ report: paymentReportSchema });
