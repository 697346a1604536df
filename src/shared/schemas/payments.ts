import { z } from './zod';
import {
  DEFAULT_CREDIT_DAYS,
  MAX_CREDIT_DAYS,
  MAX_PAYMENT,
  PAYMENT_METHOD_KINDS,
  PAYMENT_STATUSES,
  PAYMENT_TERMS,
  type PaymentStatus,
} from '../domain/cartera';
import { carteraMessages } from '../messages/cartera';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, idWith, paginationSchema, text } from './common';
import { optionalPesos } from './pesos';
import { optionalDate } from './dates';

// Cobros y cartera (issue 24, docs/decisions/036): the API's bodies and answers.

const m = carteraMessages;
const optionalText = (max: number, tooLong: string) =>
  text(max, { tooLong })
    .nullish()
    .transform((v) => v || null);

// ---------------------------------------------------------------- Medios de pago

/** Body of POST /api/payment-methods and PUT /api/payment-methods/{id}. */
export const paymentMethodInputSchema = z.object({
  kind: z.enum(PAYMENT_METHOD_KINDS, { error: m.invalidKind }),
  name: text(60, { error: m.methodNameRequired, tooLong: m.methodNameTooLong }).min(1, m.methodNameRequired),
  holder: optionalText(100, m.holderTooLong),
  number: optionalText(60, m.numberTooLong),
  note: optionalText(300, m.noteTooLong),
  active: z.boolean().default(true),
  position: z
    .number({ error: m.invalidPosition })
    .int(m.invalidPosition)
    .min(0, m.invalidPosition)
    .optional(),
});
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

export const paymentMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  name: z.string(),
  holder: z.string().nullable(),
  number: z.string().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  position: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

// ---------------------------------------------------------------- Pagado o fiado, crédito

/**
 * What a sale (PUT /api/profiles/{id} when it sells, POST /api/profiles/{id}/renew, POST
 * /api/movements) may add: paymentStatus (default from the client's terms) and, for an admin,
 * leave to go over the client's credit limit.
 */
export const saleTermsFields = {
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: m.invalidPaymentStatus }).optional(),
  overrideCreditLimit: z.boolean().optional(),
};

/** The sale fields a screen sends beside a profile's, a renewal's or a movement's body. */
export type SaleTerms = { paymentStatus?: PaymentStatus; overrideCreditLimit?: boolean };

/** What POST/PUT /api/clients add: the client's terms (defaults by type on create). */
export const clientTermsFields = {
  paymentTerms: z.enum(PAYMENT_TERMS, { error: m.invalidPaymentTerms }).optional(),
  creditLimit: optionalPesos(m.invalidCreditLimit).optional(),
  creditDays: z
    .number({ error: m.invalidCreditDays })
    .int(m.invalidCreditDays)
    .min(0, m.invalidCreditDays)
    .max(MAX_CREDIT_DAYS, m.invalidCreditDays)
    .optional(),
};
export { DEFAULT_CREDIT_DAYS };

/** The terms and balance a client answers with. */
export const clientBalanceFields = {
  paymentTerms: z.enum(PAYMENT_TERMS),
  creditLimit: z.number().int().nullable(),
  creditDays: z.number().int(),
  /** What their pending sales still owe. */
  owed: z.number().int(),
  /** Saldo a favor. */
  credit: z.number().int(),
};

/** A sale's payment state as a movement answers it. 'anulado': a cancelación took it back. */
export const movementPaymentFields = {
  paymentStatus: z.enum(['pagado', 'pendiente', 'anulado']),
  dueDate: z.string().nullable(),
  paidAmount: z.number().int(),
  /** On a cancelación: the sale it takes back. */
  cancelsMovementId: z.number().int().nullable(),
};

// ---------------------------------------------------------------- Abonos

const paymentAmount = z.preprocess(
  (v) => v,
  z
    .number({ error: m.invalidAmount })
    .int(m.invalidAmount)
    .min(1, m.invalidAmount)
    .max(MAX_PAYMENT, m.invalidAmount),
);

/** Body of POST /api/payments. date defaults to today; it may not be after today. */
export const paymentInputSchema = z.object({
  clientId: idWith(m.clientNotFound),
  amount: paymentAmount,
  methodId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idWith(m.invalidMethod).nullable()),
  reference: optionalText(100, m.referenceTooLong),
  date: optionalDate(m.invalidDate),
  note: optionalText(300, m.noteTooLong),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** Body of POST /api/payments/{id}/void. */
export const voidInputSchema = z.object({
  reason: text(300, { error: m.voidReasonRequired, tooLong: m.voidReasonTooLong }).min(
    1,
    m.voidReasonRequired,
  ),
});

export const paymentApplicationSchema = z.object({
  movementId: z.number().int(),
  amount: z.number().int(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string(),
  /** abono: money received; nota_credito: a cancelled sale's money kept as saldo a favor. */
  origin: z.enum(['abono', 'nota_credito']),
  amount: z.number().int(),
  /** How much of it is applied to sales; the rest is saldo a favor (while not voided). */
  applied: z.number().int(),
  methodId: z.number().int().nullable(),
  methodName: z.string().nullable(),
  methodKind: z.string().nullable(),
  reference: z.string().nullable(),
  date: z.string(),
  note: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedByName: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  applications: z.array(paymentApplicationSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
const rangeFields = {
  from: blankAsMissing(optionalDate(m.invalidDate)),
  to: blankAsMissing(optionalDate(m.invalidDate)),
};
const fromBeforeTo = (q: { from?: string | null; to?: string | null }) => !q.from || !q.to || q.from <= q.to;

/** Query of GET /api/payments: newest first. */
export const paymentListQuerySchema = z
  .object({
    clientId: blankAsMissing(z.coerce.number().int().min(1)),
    methodId: blankAsMissing(z.coerce.number().int().min(1)),
    ...rangeFields,
    ...pageFields,
  })
  .refine(fromBeforeTo, { message: m.invalidRange, path: ['from'] });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentSchema), pagination: paginationSchema });

// ---------------------------------------------------------------- Cartera

/** Query of GET /api/receivables. overdue=true: only clients with something past due. */
export const receivableQuerySchema = z.object({
  search: blankAsMissing(z.string().trim().max(100)),
  overdue: blankAsMissing(z.enum(['true', 'false']).transform((v) => v === 'true')),
  ...pageFields,
});
export type ReceivableQuery = z.infer<typeof receivableQuerySchema>;

export const receivableSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  phone: z.string().nullable(),
  owed: z.number().int(),
  oldestDueDate: z.string().nullable(),
  daysOverdue: z.number().int(),
  creditLimit: z.number().int().nullable(),
  /** Saldo a favor. */
  credit: z.number().int(),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivableListSchema = z.object({
  receivables: z.array(receivableSchema),
  totals: z.object({
    /** Por cobrar: everything owed. */
    owed: z.number().int(),
    /** Vencido: owed past its due date. */
    overdue: z.number().int(),
    /** Vencido más de 30 días. */
    overdue30: z.number().int(),
  }),
  pagination: paginationSchema,
});
export type ReceivableList = z.infer<typeof receivableListSchema>;

/** Query of GET /api/clients/{id}/statement. */
export const statementQuerySchema = z
  .object({ ...rangeFields, format: blankAsMissing(z.enum(['json', 'xlsx'])) })
  .refine(fromBeforeTo, { message: m.invalidRange, path: ['from'] });

export const STATEMENT_LINE_KINDS = [
  'venta',
  'renovacion',
  'cancelacion',
  'abono',
  'nota_credito',
  'anulacion',
] as const;

/** One line of an estado de cuenta: a sale adds to the balance, a payment takes from it. */
export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  description: z.string(),
  /** Positive: the client owes more (a fiada sale, a void); negative: less (a payment). */
  amount: z.number().int(),
  /** The balance after this line: positive owes, negative saldo a favor. */
  balance: z.number().int(),
  movementId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The balance before the first line (0 without a from). */
  openingBalance: z.number().int(),
  lines: z.array(statementLineSchema),
  closingBalance: z.number().int(),
  owed: z.number().int(),
  credit: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

// ---------------------------------------------------------------- Caja del día

/** Query of GET /api/payments/day: a business date, today when missing. */
export const cashDayQuerySchema = z.object({ date: blankAsMissing(optionalDate(m.invalidDate)) });

export const cashDayPaymentSchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  amount: z.number().int(),
  reference: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * GET /api/payments/day: the live abonos of one day by medio de pago, with their references (to
 * reconcile the Nequi or bank statement), and what sales were paid on the spot that day.
 */
export const cashDaySchema = z.object({
  date: z.string(),
  total: z.number().int(),
  paidAtSale: z.object({ sales: z.number().int(), amount: z.number().int() }),
  methods: z.array(
    z.object({
      methodId: z.number().int().nullable(),
      methodName: z.string().nullable(),
      methodKind: z.string().nullable(),
      count: z.number().int(),
      amount: z.number().int(),
      payments: z.array(cashDayPaymentSchema),
    }),
  ),
});
export type CashDay = z.infer<typeof cashDaySchema>;
