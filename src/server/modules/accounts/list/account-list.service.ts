import { nearExpiryLimit } from '#shared/domain/expiry';
import { searchKey } from '#shared/domain/text-search';
import { accountsMessages } from '#shared/messages/accounts';
import type { Account, AccountList, AccountListQuery } from '#shared/schemas/accounts';
import { buildPagination } from '#shared/schemas/common';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { openCredentialsInJson } from '../../../lib/credentials';
import { listServiceIdsMatching } from '../../services/service.service';
import { providerDueBy, toAccount } from '../account.mapper';
import { pageAndCount, usesTrigramIndex, walksOrderIndexOf } from '../../../lib/search-plan';
import { countAccounts, findAccount, listAccountPage, type AccountFilter } from '../account.repository';
import { listAccountPageJson } from './account-page-json.repository';
import { profilesOf } from '../profiles/account-profiles.service';
import { todayOf } from '../account-context.service';

export async function filterOf(
  ctx: AppContext,
  userId: number,
  query: Omit<AccountListQuery, 'page' | 'limit'>,
): Promise<AccountFilter> {
  const today = todayOf(ctx);
  const key = query.search ? searchKey(query.search) : '';
  return {
    userId,
    dialect: ctx.dialect,
    today,
    nearLimit: nearExpiryLimit(today),
    expiryFilter: query.expiryFilter,
    hidden: query.hidden,
    serviceId: query.serviceId,
    providerDueBy: query.providerDue === 'true' ? providerDueBy(today) : undefined,
    // Services are few: the ones whose name matches are found first, then their accounts by id.
    search: key ? { key, serviceIds: await listServiceIdsMatching(ctx, key) } : undefined,
  };
}

const searchesIndex = (f: AccountFilter) =>
  f.search !== undefined && usesTrigramIndex(f.dialect, f.search.key);

/** The filter a page of `total` matches is read with: walking the order index when they are many. */
export async function pageFilterOf(ctx: AppContext, filter: AccountFilter, total: number) {
  const walkOrder = searchesIndex(filter) && (await walksOrderIndexOf(ctx.db, 'accounts', total));
  return walkOrder ? { ...filter, walkOrder } : filter;
}

/** A page read with `read` and the filter's count (lib/search-plan.ts). */
const pageWithCount = <T>(ctx: AppContext, filter: AccountFilter, read: (f: AccountFilter) => Promise<T>) =>
  pageAndCount(
    searchesIndex(filter),
    () => countAccounts(ctx.db, filter),
    async (total) => read(total === undefined ? filter : await pageFilterOf(ctx, filter, total)),
  );

/** GET /api/accounts: one page in the database's order, so pages never overlap or skip. */
export async function listAccountsPage(
  ctx: AppContext,
  userId: number,
  query: AccountListQuery,
): Promise<AccountList> {
  const filter = await filterOf(ctx, userId, query);
  const { page, limit } = query;
  const { page: rows, total } = await pageWithCount(ctx, filter, (f) =>
    listAccountPage(ctx.db, f, limit, (page - 1) * limit),
  );
  const profiles = await profilesOf(
    ctx,
    rows.map((r) => r.id),
  );
  const accounts = rows.map((row) =>
    toAccount(
      row,
      profiles.filter((p) => p.account_id === row.id),
      filter.today,
    ),
  );
  return { accounts, pagination: buildPagination(page, limit, total) };
}

/**
 * GET /api/accounts as the JSON text sent: listAccountsPage's answer, byte for byte on SQLite,
 * with each account written by the database (account-page-json.repository) instead of mapped
 * in Node, and its password and PINs opened here.
 */
export async function listAccountsPageJson(
  ctx: AppContext,
  userId: number,
  query: AccountListQuery,
): Promise<string> {
  const filter = await filterOf(ctx, userId, query);
  const { page, limit } = query;
  const { page: accounts, total } = await pageWithCount(ctx, filter, (f) =>
    listAccountPageJson(ctx.db, f, limit, (page - 1) * limit),
  );
  const pagination = JSON.stringify(buildPagination(page, limit, total));
  return openCredentialsInJson(`{"accounts":[${accounts.join(',')}],"pagination":${pagination}}`);
}

export async function getAccount(ctx: AppContext, id: number, userId: number): Promise<Account> {
  const row = await findAccount(ctx.db, id, userId);
  if (!row) throw new AppError(404, accountsMessages.notFound);
  return toAccount(row, await profilesOf(ctx, [id]), todayOf(ctx));
}
