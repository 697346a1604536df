import { businessToday } from '#shared/domain/business-time';
import { messages } from '#shared/messages/es';
import type { AppContext, TxContext } from '../../app-context';
import { AppError, notFoundAs400 } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { getClient } from '../clients/client.service';
import { getService } from '../services/service.service';
import { insertAccountEvent } from './account-event.repository';
import type { Actor } from './account.mapper';
import { lockAccount } from './account.repository';
import type { AccountEventsTable } from '../../db/schema';
import type { Insertable } from 'kysely';

// Helpers the account and profile services share.

export const todayOf = (ctx: AppContext) => businessToday(ctx.now(), ctx.config.TZ_APP);

export const serviceOf = (ctx: AppContext, id: number) =>
  getService(ctx, id).catch(notFoundAs400(messages.accounts.serviceNotFound));

export const clientOf = (ctx: AppContext, id: number) =>
  getClient(ctx, id).catch(notFoundAs400(messages.profiles.clientNotFound));

/** Locks the account for the rest of the transaction, or 404. */
export async function lockedAccount(tx: TxContext, id: number) {
  const account = await lockAccount(tx.db, tx.dialect, id);
  if (!account) throw new AppError(404, messages.accounts.notFound);
  return account;
}

export type EventRecord = Omit<
  Insertable<AccountEventsTable>,
  'account_id' | 'user_id' | 'user_name' | 'created_at'
>;

export const recordAccountEvent = (tx: TxContext, accountId: number, actor: Actor, event: EventRecord) =>
  insertAccountEvent(tx.db, {
    ...event,
    account_id: accountId,
    user_id: actor.id,
    user_name: actor.name,
    created_at: nowIso(tx.now()),
  });

/** A profile's holder let go (a release from Editar Perfil, a transfer, a bulk release). */
export const recordRelease = (
  tx: TxContext,
  accountId: number,
  actor: Actor,
  profile: { id: number; name: string; client_name: string | null; expiry_date: string | null },
  reason?: string,
) =>
  recordAccountEvent(tx, accountId, actor, {
    type: 'release',
    profile_id: profile.id,
    profile_name: profile.name,
    client_name: profile.client_name,
    previous_expiry: profile.expiry_date,
    ...(reason === undefined ? {} : { reason }),
  });
