import { lastMonths, periodRange, type PeriodFilter } from '#shared/domain/periods';
import { usersMessages } from '#shared/messages/users';
import { buildPagination } from '#shared/schemas/common';
import {
  MOVEMENT_TYPES,
  type MovementFilter,
  type MovementStats,
  type UserMovements,
  type UserMovementsQuery,
} from '#shared/schemas/movements';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { findUserRow } from '../users/user.service';
import {
  incomeOfMonths,
  paymentsIn,
  periodKey,
  periodTotals,
  salesByComboIn,
  salesByPlanIn,
  salesByServiceIn,
  topClientsIn,
} from './movement-totals.repository';
import { countMovements, listMovementPage, totalsByType, type MovementScope } from './movement.repository';
import { toMovement } from './movement.service';

/** salesByClient names the clients with the most income; the list has a row per client. */
export const TOP_CLIENTS = 20;

/**
 * GET /api/movements/stats: over the whole filtered set, never a page, from the sums the
 * database keeps per period (docs/decisions/024). Ventas and renovaciones are sales; a
 * cancelación is not a sale and takes its amount out of the income (docs/decisions/012).
 */
export async function movementStats(ctx: AppContext, filter: MovementFilter): Promise<MovementStats> {
  const period = periodKey(filter);
  const [totals, byService, byPlan, byCombo, byClient, [payments]] = await Promise.all([
    periodTotals(ctx.db, period, filter.type),
    salesByServiceIn(ctx.db, period, filter.type),
    salesByPlanIn(ctx.db, period, filter.type),
    salesByComboIn(ctx.db, period, filter.type),
    topClientsIn(ctx.db, period, filter.type, TOP_CLIENTS),
    // A payment has no type: with a type filter, Cobrado is what those sales were paid on the spot.
    filter.type === undefined ? paymentsIn(ctx.db, [period]) : [],
  ]);
  return {
    totalSales: totals.sales,
    totalIncome: totals.salesAmount - totals.cancelledAmount,
    avgTicket: totals.sales === 0 ? 0 : Math.round(totals.salesAmount / totals.sales),
    grossSales: totals.salesAmount,
    cancellations: totals.cancellations,
    cancelledAmount: totals.cancelledAmount,
    totalMovements: totals.movements,
    totalCollected: totals.collectedAtSale + (payments?.amount ?? 0),
    totalOutstanding: totals.owed,
    salesByService: byService,
    salesByPlan: byPlan,
    salesByCombo: byCombo,
    salesByClient: byClient,
  };
}

/** Por cobrar of a month or year: what its sales still owe. */
export const outstandingIn = async (ctx: AppContext, period: PeriodFilter) =>
  (await periodTotals(ctx.db, periodKey(period))).owed;

/** Sales and net income per service of a month or year (the Panel de Control's month). */
export const salesByService = (ctx: AppContext, period: PeriodFilter) =>
  salesByServiceIn(ctx.db, periodKey(period));

/** Sales and net income per plan of a month or year (the Panel de Control's month, decision 042). */
export const salesByPlan = (ctx: AppContext, period: PeriodFilter) =>
  salesByPlanIn(ctx.db, periodKey(period));

/** Sales and net income per combo of a month or year (the Panel de Control's month, decision 047). */
export const salesByCombo = (ctx: AppContext, period: PeriodFilter) =>
  salesByComboIn(ctx.db, periodKey(period));

/**
 * Net income, sales and what was collected (paid on the spot plus abonos) in each of the `count`
 * months ending with today's, oldest first, zeros included.
 */
export async function monthlyIncome(ctx: AppContext, today: string, count: number) {
  const months = lastMonths(today, count);
  const [rows, payments] = await Promise.all([incomeOfMonths(ctx.db, months), paymentsIn(ctx.db, months)]);
  return months.map((month) => {
    const row = rows.find((r) => r.month === month);
    const paid = payments.find((p) => p.period === month);
    return {
      month,
      sales: row?.sales ?? 0,
      income: row?.income ?? 0,
      collected: (row?.collectedAtSale ?? 0) + (paid?.amount ?? 0),
    };
  });
}

/** GET /api/movements/user/{userId}: what one staff member recorded, and its count and sum by type. */
export async function userMovements(
  ctx: AppContext,
  userId: number,
  query: UserMovementsQuery,
): Promise<UserMovements> {
  const user = await findUserRow(ctx, userId);
  if (!user) throw new AppError(404, usersMessages.notFound);
  const scope: MovementScope = { range: periodRange(query), createdBy: userId };
  const { page, limit } = query;
  const [rows, total, byType] = await Promise.all([
    listMovementPage(ctx.db, scope, limit, (page - 1) * limit),
    countMovements(ctx.db, scope),
    totalsByType(ctx.db, scope),
  ]);
  const summary = MOVEMENT_TYPES.map(
    (type) => byType.find((t) => t.type === type) ?? { type, count: 0, amount: 0 },
  );
  const amountOf = (type: string) => summary.find((t) => t.type === type)!.amount;
  return {
    user: { id: user.id, username: user.username, name: user.full_name?.trim() || user.username },
    movements: rows.map(toMovement),
    pagination: buildPagination(page, limit, total),
    summary: {
      totalMovements: total,
      totalIncome: amountOf('venta') + amountOf('renovacion') - amountOf('cancelacion'),
      byType: summary,
    },
  };
}
