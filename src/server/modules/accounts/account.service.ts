import { accountSearchKey } from '#shared/domain/account-search';
import { defaultExpiry } from '#shared/domain/expiry';
import { freshProfiles } from '#shared/domain/profile-rules';
import { accountsMessages } from '#shared/messages/accounts';
import { profilesMessages } from '#shared/messages/profiles';
import type { Account, AccountInput } from '#shared/schemas/accounts';
import type { AccountProfileInput } from '#shared/schemas/profiles';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit.service';
import { createdEntries, deletedEntries, editedEntries } from './account-audit.mapper';
import { clientOf, lockedAccount, serviceOf, todayOf } from './account-context.service';
import { getAccount } from './list/account-list.service';
import type { Actor } from '../../identity/actor';
import {
  deleteAccount,
  insertAccount,
  refreshAccountSummary,
  setHidden,
  updateAccount,
} from './account.repository';
import { addProfiles, changeProfile, profilesOf, removeProfiles } from './profiles/account-profiles.service';

export const accountColumns = (input: AccountInput) => ({
  service_id: input.serviceId,
  username: input.username,
  password: input.password,
  observation: input.observation,
  search_key: accountSearchKey(input.username, input.observation),
  provider_cost: input.providerCost,
  provider_renewal_date: input.providerRenewalDate,
});

/**
 * A profile sent inside an account body, stored as sent once checked like a profile edit: an
 * ocupado one needs an existing client and gets the default expiry when none is given; a libre
 * one holds no client, PIN, expiry or custom price.
 */
async function profileColumns(tx: TxContext, input: AccountProfileInput, position: number) {
  if (input.status !== 'libre' && input.clientId !== null) await clientOf(tx, input.clientId);
  return storedProfileColumns(input, position, todayOf(tx));
}

/** What profileColumns stores, once the client is known to exist. */
export function storedProfileColumns(input: AccountProfileInput, position: number, today: string) {
  const free = input.status === 'libre';
  return {
    position,
    name: input.name,
    status: input.status,
    client_id: free ? null : input.clientId,
    pin: free ? null : input.pin,
    expiry_date: free
      ? null
      : (input.expiryDate ?? (input.status === 'ocupado' ? defaultExpiry(today) : null)),
    color: input.color,
    observations: input.observations,
    custom_price: free ? null : input.customPrice,
  };
}

async function insertNewProfiles(tx: TxContext, accountId: number, entries: [AccountProfileInput, number][]) {
  const now = nowIso(tx.now());
  const rows = [];
  for (const [input, position] of entries) {
    rows.push({
      ...(await profileColumns(tx, input, position)),
      account_id: accountId,
      created_at: now,
      updated_at: now,
    });
  }
  await addProfiles(tx, rows);
}

/** POST /api/accounts. Without profiles: Perfil 1..N, all libre, N the service's maximum. */
export function createAccount(ctx: AppContext, actor: Actor, input: AccountInput): Promise<Account> {
  return inTransaction(ctx, async (tx) => {
    const service = await serviceOf(tx, input.serviceId);
    const now = nowIso(tx.now());
    const { id } = await insertAccount(tx.db, { ...accountColumns(input), created_at: now, updated_at: now });
    const profiles = input.profiles ?? freshProfiles(service.maxProfiles);
    await insertNewProfiles(
      tx,
      id,
      profiles.map((p, i) => [p, i]),
    );
    await refreshAccountSummary(tx.db, id);
    const account = await getAccount(tx, id, actor.id);
    await recordAudit(tx, actor, createdEntries(account));
    return account;
  });
}

/**
 * PUT /api/accounts/{id}. With profiles[], the account's profiles become that list: ones with an
 * id keep their state and take the new name and position (state changes go through
 * PUT /api/profiles/{id}, so a form opened before a sale cannot undo it); ones without an id are
 * new; the rest are removed, unless one is ocupado (409 naming it).
 */
export function editAccount(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: AccountInput,
): Promise<Account> {
  return inTransaction(ctx, async (tx) => {
    const current = await lockedAccount(tx, id);
    const before = await getAccount(tx, id, actor.id);
    await serviceOf(tx, input.serviceId);
    await updateAccount(tx.db, id, { ...accountColumns(input), updated_at: nowIso(tx.now()) });
    if (input.profiles) await syncProfiles(tx, id, input.profiles);
    if (input.serviceId !== current.service_id) await refuseServiceChangeWhileOccupied(tx, id);
    await refreshAccountSummary(tx.db, id);
    const after = await getAccount(tx, id, actor.id);
    await recordAudit(tx, actor, editedEntries(before, after));
    return after;
  });
}

/** Its clients bought the old service: moving them silently would sell them something else. */
async function refuseServiceChangeWhileOccupied(tx: TxContext, accountId: number) {
  const occupied = (await profilesOf(tx, [accountId])).filter((p) => p.status === 'ocupado');
  if (occupied.length > 0)
    throw new AppError(409, accountsMessages.serviceChangeOccupied(occupied.map((p) => p.name)));
}

async function syncProfiles(tx: TxContext, accountId: number, sent: AccountProfileInput[]) {
  // A new profile arriving ocupado would be a sale without its venta: sales go through
  // PUT /api/profiles/{id}, which records the movement in the same transaction.
  const soldHere = sent.find((p) => p.id === undefined && p.status === 'ocupado');
  if (soldHere) throw new AppError(409, accountsMessages.occupiedProfileAdded(soldHere.name));
  const existing = await profilesOf(tx, [accountId]);
  const sentIds = new Set(sent.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  for (const id of sentIds) {
    if (!existing.some((p) => p.id === id)) throw new AppError(400, profilesMessages.notFound);
  }
  const dropped = existing.filter((p) => !sentIds.has(p.id));
  const occupied = dropped.find((p) => p.status === 'ocupado');
  if (occupied)
    throw new AppError(409, accountsMessages.occupiedProfileDropped(occupied.name, occupied.client_name));
  await removeProfiles(
    tx,
    dropped.map((p) => p.id),
  );
  const now = nowIso(tx.now());
  const added: [AccountProfileInput, number][] = [];
  for (const [position, profile] of sent.entries()) {
    if (profile.id === undefined) added.push([profile, position]);
    else await changeProfile(tx, profile.id, { name: profile.name, position, updated_at: now });
  }
  await insertNewProfiles(tx, accountId, added);
}

/**
 * DELETE /api/accounts/{id}: refused while a client holds one of its profiles. `audit` adds the
 * fix of the Revisión de datos that deletes it (docs/decisions/053) to its audit lines.
 */
export function removeAccount(
  ctx: AppContext,
  id: number,
  actor: Actor,
  audit: { integrityFixId?: number; note?: string } = {},
) {
  return inTransaction(ctx, async (tx) => {
    await lockedAccount(tx, id);
    const account = await getAccount(tx, id, actor.id);
    const occupied = account.profiles.filter((p) => p.status === 'ocupado').length;
    if (occupied > 0) throw new AppError(409, accountsMessages.inUse(occupied));
    await deleteAccount(tx.db, id);
    await recordAudit(
      tx,
      actor,
      deletedEntries(account).map((entry) => ({ ...entry, ...audit })),
    );
  });
}

/** PUT /api/accounts/{id}/hidden: hidden for this staff member only (a view preference: not audited). */
export function setAccountHidden(ctx: AppContext, id: number, userId: number, hidden: boolean) {
  return inTransaction(ctx, async (tx) => {
    await lockedAccount(tx, id);
    await setHidden(tx.db, userId, id, hidden, nowIso(tx.now()));
    return getAccount(tx, id, userId);
  });
}
