import { lastMonths, monthOf, periodRange } from '#shared/domain/periods';
import { messages } from '#shared/messages/es';
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
  countMovements,
  incomeByMonth,
  listMovementPage,
  movementTotals,
  salesBy,
  totalsByType,
  type MovementScope,
} from './movement.repository';
import { scopeOf, toMovement } from './movement.service';

/** salesByClient names the clients with the most income; the list has a row per client. */
export const TOP_CLIENTS = 20;

/**
 * GET /api/movements/stats: computed by the database over the whole filtered set, never a page.
 * Ventas and renovaciones are sales; a cancelación is not a sale and takes its amount out of the
 * income (docs/decisions/012).
 */
export async function movementStats(ctx: AppContext, filter: MovementFilter): Promise<MovementStats> {
  const scope = scopeOf(filter);
  const [totals, byService, byClient] = await Promise.all([
    movementTotals(ctx.db, scope),
    salesBy(ctx.db, scope, 'service'),
    salesBy(ctx.db, scope, 'client', TOP_CLIENTS),
  ]);
  return {
    totalSales: totals.sales,
    totalIncome: totals.salesAmount - totals.cancelledAmount,
    avgTicket: totals.sales === 0 ? 0 : Math.round(totals.salesAmount / totals.sales),
    grossSales: totals.salesAmount,
    cancellations: totals.cancellations,
    cancelledAmount: totals.cancelledAmount,
    totalMovements: totals.movements,
    salesByService: byService,
    salesByClient: byClient,
  };
}

/** Sales and net income per service over a scope (the Panel de Control's month). */
export const salesByService = (ctx: AppContext, scope: MovementScope) => salesBy(ctx.db, scope, 'service');

/** Net income and sales of the `count` months ending with today's, oldest first, zeros included. */
export async function monthlyIncome(ctx: AppContext, today: string, count: number) {
  const months = lastMonths(today, count);
  const range = { from: `${months[0]}-01`, to: periodRange(monthOf(today))!.to };
  const rows = await incomeByMonth(ctx.db, ctx.dialect, range);
  return months.map((month) => {
    const row = rows.find((r) => r.month === month);
    return { month, sales: row?.sales ?? 0, income: row?.income ?? 0 };
  });
}

/** GET /api/movements/user/{userId}: what one staff member recorded, and its count and sum by type. */
export async function userMovements(
  ctx: AppContext,
  userId: number,
  query: UserMovementsQuery,
): Promise<UserMovements> {
  const user = await findUserRow(ctx, userId);
  if (!user) throw new AppError(404, messages.users.notFound);
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
