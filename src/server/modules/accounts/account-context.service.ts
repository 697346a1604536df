import { businessToday } from '#shared/domain/business-time';
import { accountsMessages } from '#shared/messages/accounts';
import { profilesMessages } from '#shared/messages/profiles';
import type { AppContext, TxContext } from '../../app-context';
import { AppError, notFoundAs400 } from '../../lib/app-error';
import { getClient } from '../clients/client.service';
import { getService } from '../services/service.service';
import {
  lockAccount,
  lockAccountIds,
  refreshAccountSummaries,
  refreshAccountSummary,
} from './account.repository';

// Helpers the account and profile services share (profiles reach the account only through these).

export const todayOf = (ctx: AppContext) => businessToday(ctx.now(), ctx.config.TZ_APP);

export const serviceOf = (ctx: AppContext, id: number) =>
  getService(ctx, id).catch(notFoundAs400(accountsMessages.serviceNotFound));

export const clientOf = (ctx: AppContext, id: number) =>
  getClient(ctx, id).catch(notFoundAs400(profilesMessages.clientNotFound));

/** Locks the account for the rest of the transaction, or 404. */
export async function lockedAccount(tx: TxContext, id: number) {
  const account = await lockAccount(tx.db, tx.dialect, id);
  if (!account) throw new AppError(404, accountsMessages.notFound);
  return account;
}

/** Recomputes the list's summary columns (next expiry, free and occupied counts) after a profile change. */
export const refreshSummary = (tx: TxContext, accountId: number) => refreshAccountSummary(tx.db, accountId);

/** Locks many accounts for the rest of the transaction, in id order; answers the ids that exist. */
export const lockedAccountIds = (tx: TxContext, ids: readonly number[]) =>
  lockAccountIds(tx.db, tx.dialect, ids);

/** refreshSummary for many accounts at once (an incident). */
export const refreshSummaries = (tx: TxContext, accountIds: number[]) =>
  refreshAccountSummaries(tx.db, accountIds);
