import { businessToday } from '#shared/domain/business-time';
import { buildPagination } from '#shared/schemas/common';
import type { LastReminder } from '#shared/schemas/reminders';
import {
  REMINDER_WINDOW_DAYS,
  type RenewalBucket,
  type RenewalFigures,
  type RenewalItems,
  type RenewalItemsQuery,
  type RenewalReport,
  type RenewalReportQuery,
} from '#shared/schemas/reports';
import type { AppContext } from '../../app-context';
import { toIso } from '../../lib/time';
import {
  bucketPage,
  lastRemindedTerms,
  periodTotals,
  serviceNames,
  userNames,
  type ReportFilter,
} from './renewal-report.repository';

type TotalsRow = Awaited<ReturnType<typeof periodTotals>>[number];

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The query's period, this month (business time zone) where it says nothing. */
function filterOf(ctx: AppContext, query: RenewalReportQuery): ReportFilter {
  const today = businessToday(ctx.now(), ctx.config.TZ_APP);
  const month = today.slice(0, 7);
  return {
    from: query.from ?? `${month}-01`,
    to: query.to ?? lastDayOfMonth(month),
    today,
    serviceId: query.serviceId,
    userId: query.userId,
  };
}

interface Sums {
  due: number;
  renewed: number;
  renewedAmount: number;
  lost: number;
  lostAmount: number;
  pending: number;
  pendingAmount: number;
  reminded: number;
  remindedRenewed: number;
  unremindedRenewed: number;
}

const empty = (): Sums => ({
  due: 0,
  renewed: 0,
  renewedAmount: 0,
  lost: 0,
  lostAmount: 0,
  pending: 0,
  pendingAmount: 0,
  reminded: 0,
  remindedRenewed: 0,
  unremindedRenewed: 0,
});

function add(sums: Sums, row: TotalsRow) {
  const open = Number(row.due) - Number(row.renewed);
  sums.due += Number(row.due);
  sums.renewed += Number(row.renewed);
  sums.renewedAmount += Number(row.renewed_amount);
  if (Number(row.past) === 1) {
    sums.lost += open;
    sums.lostAmount += Number(row.open_amount);
  } else {
    sums.pending += open;
    sums.pendingAmount += Number(row.open_amount);
  }
  sums.reminded += Number(row.reminded);
  sums.remindedRenewed += Number(row.reminded_renewed);
  sums.unremindedRenewed += Number(row.unreminded_renewed);
}

const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10000) / 10000 : null;

const figures = (s: Sums): RenewalFigures => ({
  ...s,
  rateWithReminder: ratio(s.remindedRenewed, s.reminded),
  rateWithoutReminder: ratio(s.unremindedRenewed, s.due - s.reminded),
});

const displayName = (u: { username: string; full_name: string | null }) => u.full_name?.trim() || u.username;

/** GET /api/reports/renewals: the period's due profiles and how they ended, whole and split. */
export async function renewalReport(ctx: AppContext, query: RenewalReportQuery): Promise<RenewalReport> {
  const filter = filterOf(ctx, query);
  const rows = await periodTotals(ctx.db, filter);
  const totals = empty();
  const byService = new Map<number, Sums>();
  const byStaff = new Map<number, Sums>();
  for (const row of rows) {
    add(totals, row);
    const service = Number(row.service_id);
    const staff = Number(row.staff_id);
    add(byService.get(service) ?? byService.set(service, empty()).get(service)!, row);
    add(byStaff.get(staff) ?? byStaff.set(staff, empty()).get(staff)!, row);
  }
  const [services, users] = await Promise.all([
    serviceNames(ctx.db, [...byService.keys()]),
    userNames(
      ctx.db,
      [...byStaff.keys()].filter((id) => id !== 0),
    ),
  ]);
  const serviceName = new Map(services.map((s) => [s.id, s.name]));
  const userName = new Map(users.map((u) => [u.id, displayName(u)]));
  return {
    from: filter.from,
    to: filter.to,
    totals: figures(totals),
    byService: [...byService.entries()]
      .map(([id, s]) => ({ serviceId: id, serviceName: serviceName.get(id) ?? '', ...figures(s) }))
      .filter((s) => s.due > 0)
      .sort((a, b) => b.due - a.due || a.serviceName.localeCompare(b.serviceName)),
    byStaff: [...byStaff.entries()]
      .map(([id, s]) => ({
        userId: id === 0 || !userName.has(id) ? null : id,
        userName: userName.get(id) ?? null,
        ...figures(s),
      }))
      .filter((s) => s.due > 0)
      .sort((a, b) => (a.userId === null ? 1 : 0) - (b.userId === null ? 1 : 0) || b.due - a.due),
  };
}

const BUCKET_FIGURE: Record<RenewalBucket, keyof Sums> = {
  due: 'due',
  renewed: 'renewed',
  lost: 'lost',
  pending: 'pending',
  reminded: 'reminded',
  reminded_renewed: 'remindedRenewed',
  unreminded_renewed: 'unremindedRenewed',
};

/** GET /api/reports/renewals/items: the terms behind one of the report's numbers. */
export async function renewalItems(ctx: AppContext, query: RenewalItemsQuery): Promise<RenewalItems> {
  const filter = filterOf(ctx, query);
  // The count comes from the kept totals (the figure the list stands behind), not from counting a
  // year of terms: the same number, read from a few thousand rows whatever the shop's size.
  const [rows, sums] = await Promise.all([
    bucketPage(ctx.db, filter, query.bucket, query.limit, (query.page - 1) * query.limit),
    periodTotals(ctx.db, filter),
  ]);
  const figures = empty();
  for (const row of sums) add(figures, row);
  const total = figures[BUCKET_FIGURE[query.bucket]];
  return {
    items: rows.map((r) => ({
      id: r.id,
      profileId: r.profile_id,
      profileName: r.profile_name,
      serviceId: r.service_id,
      serviceName: r.service_name,
      clientId: r.client_id,
      clientName: r.client_name,
      dueDate: r.due_date,
      price: Number(r.price),
      renewedAt: r.renewed_at ? toIso(r.renewed_at) : null,
      renewedAmount: r.renewed_at ? Number(r.amount) : null,
      renewedByName: r.renewed_username ? r.renewed_full_name?.trim() || r.renewed_username : null,
      movementId: r.renewed_movement_id,
      remindedAt: r.reminded_at ? toIso(r.reminded_at) : null,
      remindedByName: r.reminded_username ? r.reminded_full_name?.trim() || r.reminded_username : null,
      reminderWorked: Number(r.reminder_worked) === 1,
    })),
    pagination: buildPagination(query.page, query.limit, total),
  };
}

/**
 * Avisos: how each profile's newest reminder ended: renewed within 7 days ('renovo', with when),
 * 7 days passed without that ('sin_respuesta'), or still waiting ('pendiente').
 */
export async function lastReminderOutcomes(ctx: AppContext, profileIds: number[]) {
  const rows = await lastRemindedTerms(ctx.db, profileIds);
  const now = ctx.now().getTime();
  const window = REMINDER_WINDOW_DAYS * 86_400_000;
  const out = new Map<number, LastReminder>();
  for (const row of rows) {
    if (row.profile_id === null || out.has(row.profile_id)) continue;
    const remindedAt = toIso(row.reminded_at!);
    const renewedAt = row.renewed_at ? toIso(row.renewed_at) : null;
    const worked = renewedAt !== null && Date.parse(renewedAt) - Date.parse(remindedAt) <= window;
    out.set(row.profile_id, {
      remindedAt,
      renewedAt: worked ? renewedAt : null,
      outcome: worked ? 'renovo' : now - Date.parse(remindedAt) > window ? 'sin_respuesta' : 'pendiente',
    });
  }
  return out;
}
