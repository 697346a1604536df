import { z } from './zod';
import { salesLineSchema } from './movements';
import { accountEventSchema } from './accounts';
import { movementSchema } from './movements';
import { totalsSchema } from './totals';

const int = () => z.number().int();

/** A profile sold: the history event, with the account it belongs to. */
export const dashboardAssignmentSchema = accountEventSchema.extend({
  accountId: int(),
  accountUsername: z.string(),
  serviceName: z.string(),
});
export type DashboardAssignment = z.infer<typeof dashboardAssignmentSchema>;

/**
 * One month of the income chart: 'YYYY-MM', sales counted, income net of cancelaciones (vendido)
 * and money received (cobrado: sales paid on the spot and abonos).
 */
export const monthIncomeSchema = z.object({
  month: z.string(),
  sales: int(),
  income: int(),
  collected: int(),
});

/**
 * This month per service: sales, net income, what its supplier accounts cost (null when none
 * of them carries a provider cost) and the margin (income - provider cost, null likewise).
 */
export const serviceMonthSchema = z.object({
  serviceId: int().nullable(),
  serviceName: z.string().nullable(),
  sales: int(),
  income: int(),
  providerCost: int().nullable(),
  margin: int().nullable(),
});

export const providerDueAccountSchema = z.object({
  id: int(),
  serviceName: z.string(),
  username: z.string(),
  providerRenewalDate: z.string().nullable(),
  providerCost: int().nullable(),
});

/** GET /api/dashboard: everything the Panel de Control shows, in one call (docs/decisions/012). */
export const dashboardSchema = z.object({
  /** The business date (TZ_APP) the numbers were computed for, and its month 'YYYY-MM'. */
  today: z.string(),
  month: z.string(),
  totals: totalsSchema,
  latestAssignments: z.array(dashboardAssignmentSchema),
  expiry: z.object({
    /** The near-expiry window in days (1 to this many days left): "this week" on the panel. */
    windowDays: int(),
    expiredProfiles: int(),
    expiringProfiles: int(),
    /** Totals of the Cuentas list filtered by Perfiles expirados / Próximos a expirar. */
    expiredAccounts: int(),
    expiringAccounts: int(),
    /** Accounts whose supplier is due within `providerDueDays` days or overdue, and the first few. */
    providerDueDays: int(),
    providerDueAccounts: int(),
    providerDue: z.array(providerDueAccountSchema),
  }),
  /** Money: null for a user without access to Movimientos. */
  money: z
    .object({
      latestMovements: z.array(movementSchema),
      /** The last 12 months, oldest first, months without movements as zeros. */
      incomeByMonth: z.array(monthIncomeSchema),
      /** This month by service, most income first. */
      thisMonthByService: z.array(serviceMonthSchema),
      /** This month by plan ("Servicio · Plan"), most income first (decision 042). */
      thisMonthByPlan: z.array(salesLineSchema),
      /** This month by combo, most income first (decision 047). */
      thisMonthByCombo: z.array(salesLineSchema),
      thisMonth: z.object({
        sales: int(),
        income: int(),
        providerCost: int(),
        margin: int(),
        /** Cobrado: sales paid on the spot and abonos received this month. */
        collected: int(),
        /** Por cobrar: what this month's sales still owe. */
        outstanding: int(),
      }),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
