import { businessToday } from '#shared/domain/business-time';
import { canAccessSection } from '#shared/domain/permissions';
import { monthOf } from '#shared/domain/periods';
import type { Dashboard } from '#shared/schemas/dashboard';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import {
  expiryOverview,
  latestAssignments,
  providerCosts,
} from '../accounts/overview/account-overview.service';
import {
  monthlyIncome,
  outstandingIn,
  salesByCombo,
  salesByPlan,
  salesByService,
} from '../movements/movement-stats.service';
import { latestMovements } from '../movements/movement.service';
import { countTotals } from '../totals/totals.service';
import { permissionSubject } from '../../identity/session-user';

// GET /api/dashboard: the Panel de Control in one call, composed from the modules' services
// (docs/decisions/012). Money (movements, income, margins) is shown only to those who may open
// Movimientos, so the dashboard flag alone never reveals what the movimientos flag hides.

export const LATEST_COUNT = 8;
export const INCOME_MONTHS = 12;
const PROVIDER_DUE_LISTED = 5;

export async function dashboard(ctx: AppContext, user: UserRow): Promise<Dashboard> {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const month = today.slice(0, 7);
  const seesMoney = canAccessSection(permissionSubject(user), 'movimientos');
  const [totals, assignments, expiry, money] = await Promise.all([
    countTotals(ctx),
    latestAssignments(ctx, LATEST_COUNT),
    expiryOverview(ctx, user.id, PROVIDER_DUE_LISTED),
    seesMoney ? moneyOf(ctx, today) : null,
  ]);
  if (seesMoney) return { today, month, totals, latestAssignments: assignments, expiry, money };
  // Without Movimientos the sale prices and supplier costs are left out of the answer itself,
  // not only off the screen.
  return {
    today,
    month,
    totals,
    latestAssignments: assignments.map((event) => ({ ...event, amount: null })),
    expiry: {
      ...expiry,
      providerDue: expiry.providerDue.map((account) => ({ ...account, providerCost: null })),
    },
    money,
  };
}

async function moneyOf(ctx: AppContext, today: string) {
  const [latest, incomeByMonth, byService, byPlan, byCombo, costs, outstanding] = await Promise.all([
    latestMovements(ctx, LATEST_COUNT),
    monthlyIncome(ctx, today, INCOME_MONTHS),
    salesByService(ctx, monthOf(today)),
    salesByPlan(ctx, monthOf(today)),
    salesByCombo(ctx, monthOf(today)),
    providerCosts(ctx),
    outstandingIn(ctx, monthOf(today)),
  ]);
  // Sales recorded under a service id meet its provider cost; a service with a cost and no
  // sales this month still shows, with its whole cost as a loss.
  const lines = byService.map((line) => {
    const cost = line.id === null ? undefined : costs.find((c) => c.serviceId === line.id);
    return {
      serviceId: line.id,
      serviceName: line.name,
      sales: line.sales,
      income: line.income,
      providerCost: cost?.providerCost ?? null,
      margin: cost ? line.income - cost.providerCost : null,
    };
  });
  for (const cost of costs) {
    if (lines.some((l) => l.serviceId === cost.serviceId)) continue;
    lines.push({
      serviceId: cost.serviceId,
      serviceName: cost.serviceName,
      sales: 0,
      income: 0,
      providerCost: cost.providerCost,
      margin: -cost.providerCost,
    });
  }
  const sales = lines.reduce((n, l) => n + l.sales, 0);
  const income = lines.reduce((n, l) => n + l.income, 0);
  const providerCost = costs.reduce((n, c) => n + c.providerCost, 0);
  return {
    latestMovements: latest,
    incomeByMonth,
    thisMonthByService: lines,
    thisMonthByPlan: byPlan,
    thisMonthByCombo: byCombo,
    thisMonth: {
      sales,
      income,
      providerCost,
      margin: income - providerCost,
      // The last of the twelve months is this one.
      collected: incomeByMonth.at(-1)?.collected ?? 0,
      outstanding,
    },
  };
}
