import { NEAR_EXPIRY_DAYS, nearExpiryLimit } from '#shared/domain/expiry';
import type { AppContext } from '../../../app-context';
import { toIso } from '../../../lib/time';
import { todayOf } from '../account-context.service';
import { listAccountsPage } from '../list/account-list.service';
import type { AuditChange } from '#shared/domain/audit';
import type { DashboardAssignment } from '#shared/schemas/dashboard';
import {
  countProfilesByExpiry,
  listLatestAssignments,
  providerCostsByService,
} from './account-overview.repository';
import { PROVIDER_DUE_DAYS } from '../account.mapper';

// What the Panel de Control asks of Cuentas (docs/decisions/012). Account counts come from the
// list itself, so a number on the panel is the total of the filtered list its link opens.

/**
 * The latest profile assignments (sales) of every account: who, what, when, read from the audit
 * trail's assignment lines in the shape the Panel de Control has always had.
 */
export async function latestAssignments(ctx: AppContext, count: number): Promise<DashboardAssignment[]> {
  const rows = await listLatestAssignments(ctx.db, count);
  return rows.map((row) => {
    const changes = JSON.parse(row.changes) as AuditChange[];
    const change = (field: string) => changes.find((c) => c.field === field);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const whole = (value: unknown) => (typeof value === 'number' ? value : null);
    return {
      id: row.id,
      type: 'assignment' as const,
      profileId: row.entity_id,
      // The label starts with the profile's name as it was: for a profile since deleted.
      profileName: row.profile_name ?? row.entity_label?.split(' · ')[0] ?? null,
      clientName: text(change('client')?.after) ?? row.client_name,
      previousExpiry: text(change('expiry_date')?.before),
      newExpiry: text(change('expiry_date')?.after),
      days: whole(change('days')?.after),
      amount: whole(change('amount')?.after),
      reason: row.note,
      userId: row.user_id,
      userName: row.user_name,
      createdAt: toIso(row.created_at),
      accountId: row.account_id!,
      accountUsername: row.account_username,
      serviceName: row.service_name,
    };
  });
}

/** Profiles and accounts expired and near expiry, and accounts whose supplier is due. */
export async function expiryOverview(ctx: AppContext, userId: number, dueListed: number) {
  const today = todayOf(ctx);
  const list = (query: { expiryFilter?: 'expired' | 'expiring'; providerDue?: 'true'; limit?: number }) =>
    listAccountsPage(ctx, userId, {
      page: 1,
      limit: query.limit ?? 1,
      expiryFilter: query.expiryFilter ?? 'all',
      hidden: 'exclude',
      providerDue: query.providerDue,
    });
  const [profiles, expired, expiring, due] = await Promise.all([
    countProfilesByExpiry(ctx.db, today, nearExpiryLimit(today)),
    list({ expiryFilter: 'expired' }),
    list({ expiryFilter: 'expiring' }),
    list({ providerDue: 'true', limit: dueListed }),
  ]);
  return {
    windowDays: NEAR_EXPIRY_DAYS,
    providerDueDays: PROVIDER_DUE_DAYS,
    expiredProfiles: profiles.expired,
    expiringProfiles: profiles.expiring,
    expiredAccounts: expired.pagination.totalCount,
    expiringAccounts: expiring.pagination.totalCount,
    providerDueAccounts: due.pagination.totalCount,
    providerDue: due.accounts.map((a) => ({
      id: a.id,
      serviceName: a.service.name,
      username: a.username,
      providerRenewalDate: a.providerRenewalDate,
      providerCost: a.providerCost,
    })),
  };
}

/**
 * How many accounts' supplier payments are due for this staff member, counted like the Panel de
 * Control's Vencimientos (their hidden accounts left out): the morning summary's third figure.
 */
export async function providerDueCount(ctx: AppContext, userId: number) {
  const due = await listAccountsPage(ctx, userId, {
    page: 1,
    limit: 1,
    expiryFilter: 'all',
    hidden: 'exclude',
    providerDue: 'true',
  });
  return due.pagination.totalCount;
}

/** Provider cost per service: the sum over its accounts that carry one. */
export async function providerCosts(ctx: AppContext) {
  return (await providerCostsByService(ctx.db)).map((r) => ({
    serviceId: r.service_id,
    serviceName: r.service_name,
    providerCost: Number(r.provider_cost),
    accounts: Number(r.accounts),
  }));
}
