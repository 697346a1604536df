import { z } from './zod';
import { isIsoDate } from '../domain/business-time';
import { movementsMessages } from '../messages/movements';
import { carteraMessages } from '../messages/cartera';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, idWith, paginationSchema, text } from './common';
import { pesos } from './pesos';
import { optionalDate } from './dates';
import { movementPaymentFields, saleTermsFields } from './payments';
import { formatField } from './spreadsheets';
import { MOVEMENT_TYPES } from '../domain/movement-types';

const m = movementsMessages;

export {
  MOVEMENT_TYPES,
  MOVEMENT_TYPE_LABELS,
  SALE_TYPES,
  type MovementType,
} from '../domain/movement-types';

export const DESCRIPTION_MAX_LENGTH = 500;

/** A movement as the API answers it. */
export const movementSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  amount: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  profileId: z.number().int().nullable(),
  description: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  ...movementPaymentFields,
});
export type Movement = z.infer<typeof movementSchema>;

// Query parameters: a form sends '' for "Todos", which means no filter.
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const periodFields = {
  year: blankAsMissing(wholeNumber(m.invalidYear, 2000, 2100)),
  month: blankAsMissing(wholeNumber(m.invalidMonth, 1, 12)),
};
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};
const typeField = { type: blankAsMissing(z.enum(MOVEMENT_TYPES, { error: m.invalidType })) };

const monthHasYear = (q: { month?: number; year?: number }) => q.month === undefined || q.year !== undefined;
const monthNeedsYear = { message: m.monthNeedsYear, path: ['month'] };

/** month and year (business dates), type: the filters of the list, the stats and the export. */
export const movementFilterSchema = z
  .object({ ...periodFields, ...typeField })
  .refine(monthHasYear, monthNeedsYear);
export type MovementFilter = z.infer<typeof movementFilterSchema>;

/** Query of GET /api/movements/export: the list's filters and the file format. */
export const movementExportQuerySchema = z
  .object({ ...periodFields, ...typeField, ...formatField })
  .refine(monthHasYear, monthNeedsYear);

/** Query of GET /api/movements. */
export const movementListQuerySchema = z
  .object({ ...periodFields, ...typeField, ...pageFields })
  .refine(monthHasYear, monthNeedsYear);
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

/** Query of GET /api/movements/user/{userId}: day only with month and year. */
export const userMovementsQuerySchema = z
  .object({ ...periodFields, day: blankAsMissing(wholeNumber(m.invalidDay, 1, 31)), ...pageFields })
  .refine(monthHasYear, monthNeedsYear)
  .refine((q) => q.day === undefined || (q.month !== undefined && q.year !== undefined), {
    message: m.dayNeedsMonthAndYear,
    path: ['day'],
  })
  .refine(
    (q) =>
      q.day === undefined ||
      q.month === undefined ||
      q.year === undefined ||
      isIsoDate(`${q.year}-${String(q.month).padStart(2, '0')}-${String(q.day).padStart(2, '0')}`),
    { message: m.dayNotInMonth, path: ['day'] },
  );
export type UserMovementsQuery = z.infer<typeof userMovementsQuerySchema>;

// The spec's body names clientId and serviceId; accept client_id and service_id too.
const withAliases = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = { ...(body as Record<string, unknown>) };
  if (b.clientId === undefined && b.client_id !== undefined) b.clientId = b.client_id;
  if (b.serviceId === undefined && b.service_id !== undefined) b.serviceId = b.service_id;
  return b;
};

/** An optional reference: missing, null or '' mean none; anything else must look like an id. */
const optionalRef = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), idWith(message).nullable());

/** Body of POST /api/movements and PUT /api/movements/{id}. */
export const movementInputSchema = z.preprocess(
  withAliases,
  z.object({
    date: optionalDate(m.invalidDate).pipe(z.string({ error: m.dateRequired })),
    type: z.enum(MOVEMENT_TYPES, { error: m.invalidType }),
    amount: pesos(m.invalidAmount),
    clientId: optionalRef(m.invalidClient),
    serviceId: optionalRef(m.invalidService),
    description: text(DESCRIPTION_MAX_LENGTH, { tooLong: m.descriptionTooLong })
      .nullish()
      .transform((v) => v || null),
    ...saleTermsFields,
    /**
     * On a cancelación: the sale it takes back (docs/decisions/036). Left out of an edit, the
     * link stays; null or '' removes it.
     */
    cancelsMovementId: z
      .preprocess((v) => (v === '' ? null : v), idWith(carteraMessages.saleNotFound).nullable())
      .optional(),
  }),
);
export type MovementInput = z.infer<typeof movementInputSchema>;

export const movementListSchema = z.object({
  movements: z.array(movementSchema),
  pagination: paginationSchema,
});
export type MovementList = z.infer<typeof movementListSchema>;

/** One line of a breakdown: sales counted, income net of cancelaciones (decision 012). */
export const salesLineSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  sales: z.number().int(),
  income: z.number().int(),
});
export type SalesLine = z.infer<typeof salesLineSchema>;

/** GET /api/movements/stats, over the whole filtered set (decision 012). */
export const movementStatsSchema = z.object({
  /** Ventas and renovaciones counted. */
  totalSales: z.number().int(),
  /** What the sales brought in, less the amounts of cancelaciones. */
  totalIncome: z.number().int(),
  /** Sales amount / sales counted, whole pesos; 0 without sales. */
  avgTicket: z.number().int(),
  /** Sales amount before cancelaciones. */
  grossSales: z.number().int(),
  cancellations: z.number().int(),
  cancelledAmount: z.number().int(),
  totalMovements: z.number().int(),
  /**
   * Cobrado: money received in the period, the sales paid on the spot and the abonos (without a
   * type filter; a payment has no type, so with one it is what those sales were paid on the spot).
   */
  totalCollected: z.number().int(),
  /** Por cobrar: what the period's sales still owe. */
  totalOutstanding: z.number().int(),
  salesByService: z.array(salesLineSchema),
  /** Per plan ("Servicio · Plan"), the movements that named one (decision 042). */
  salesByPlan: z.array(salesLineSchema),
  /** Per combo (its current name), the movements that sold one and their cancelaciones (decision 047). */
  salesByCombo: z.array(salesLineSchema),
  /** The 20 clients with the most income. */
  salesByClient: z.array(salesLineSchema),
});
export type MovementStats = z.infer<typeof movementStatsSchema>;

export const typeSummarySchema = z.object({
  type: z.enum(MOVEMENT_TYPES),
  count: z.number().int(),
  amount: z.number().int(),
});

/** GET /api/movements/user/{userId}: the staff member's movements, and count and sum by type. */
export const userMovementsSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  movements: z.array(movementSchema),
  pagination: paginationSchema,
  summary: z.object({
    totalMovements: z.number().int(),
    totalIncome: z.number().int(),
    byType: z.array(typeSummarySchema),
  }),
});
export type UserMovements = z.infer<typeof userMovementsSchema>;
