import { NEAR_EXPIRY_DAYS, nearExpiryLimit } from '#shared/domain/expiry';
import type { AppContext } from '../../app-context';
import { todayOf } from './account-context';
import { listAccountsPage } from './account-list.service';
import { listLatestEvents } from './account-event.repository';
import { listDueProfiles } from './profile-due.repository';
import { countProfilesByExpiry, providerCostsByService } from './account-overview.repository';
import { PROVIDER_DUE_DAYS, toAccountEvent } from './account.mapper';

// What the Panel de Control asks of Cuentas (docs/decisions/012). Account counts come from the
// list itself, so a number on the panel is the total of the filtered list its link opens.

/** The latest profile assignments (sales) of every account: who, what, when. */
export async function latestAssignments(ctx: AppContext, count: number) {
  const rows = await listLatestEvents(ctx.db, 'assignment', count);
  return rows.map((row) => ({
    ...toAccountEvent(row),
    accountId: row.account_id,
    accountUsername: row.account_username,
    serviceName: row.service_name,
  }));
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

/** The profiles to remind their clients about: ocupado up to `lastDate`, and marked expirado. */
export const dueProfiles = (ctx: AppContext, lastDate: string) => listDueProfiles(ctx.db, lastDate);
