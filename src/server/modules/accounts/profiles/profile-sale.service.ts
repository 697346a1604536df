import { sql } from 'kysely';
import { changesBetween } from '#shared/domain/audit';
import { salesMessages as m } from '#shared/messages/sales';
import type { SalePickPolicy } from '#shared/schemas/settings';
import type { TxContext } from '../../../app-context';
import type { Actor } from '../../../identity/actor';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import { recordAudit, type AuditEntry } from '../../audit/audit.service';
import { recordRenewalTerm, syncRenewalTerm } from '../../reports/renewal-outcome.service';
import {
  findFreeProfileByRenewal,
  findFreeProfileOfService,
  findWholeFreeAccount,
} from '../account.repository';
import { expiryMoved, profileEntry, profileFields, type AuditedAccount } from '../account-audit.mapper';
import { lockedAccount, refreshSummary, serviceOf } from '../account-context.service';
import { toProfile } from './profile.mapper';
import {
  findProfile,
  findProfileAccountId,
  listProfilesOf,
  updateProfileIfStatus,
  type ProfileRow,
} from './profile.repository';

// What a sale (modules/sales, docs/decisions/042) does to profiles: choose them, lock them,
// occupy them and renew them. Each account is locked before its profiles are read, in the order
// of the accounts' ids, so two sales never deadlock and never both take one profile.

/**
 * Runs `work` after a savepoint and rolls back to it when `work` answers null: on PostgreSQL the
 * row locks `work` took are then released. SQLite runs one writer at a time and needs none.
 */
async function inSavepoint<T>(tx: TxContext, work: () => Promise<T | null>): Promise<T | null> {
  if (tx.dialect !== 'postgres') return work();
  await sql`savepoint sale_pick`.execute(tx.db);
  const result = await work();
  await sql
    .raw(result === null ? 'rollback to savepoint sale_pick' : 'release savepoint sale_pick')
    .execute(tx.db);
  return result;
}

export interface LockedForSale {
  profile: ProfileRow;
  audited: AuditedAccount;
  serviceId: number;
}

/** Rounds of "pick, lock, check" before giving up; each lost round means another sale won one. */
const MAX_PICKS = 200;

async function lockAccountOf(tx: TxContext, accountId: number) {
  const account = await lockedAccount(tx, accountId);
  const service = await serviceOf(tx, account.service_id);
  const audited: AuditedAccount = { id: account.id, serviceName: service.name, username: account.username };
  return { account, service, audited };
}

/** The profiles a sale names, locked: each of the plan's service and free (libre or expirado). */
export async function lockNamedProfiles(
  tx: TxContext,
  profileIds: number[],
  serviceId: number,
): Promise<LockedForSale[]> {
  const owners = [];
  for (const id of profileIds) {
    const owner = await findProfileAccountId(tx.db, id);
    if (!owner) throw new AppError(404, m.profileNotFound);
    owners.push({ id, accountId: owner.account_id });
  }
  owners.sort((a, b) => a.accountId - b.accountId || a.id - b.id);
  const locked: LockedForSale[] = [];
  const accounts = new Map<number, Awaited<ReturnType<typeof lockAccountOf>>>();
  for (const { id, accountId } of owners) {
    if (!accounts.has(accountId)) accounts.set(accountId, await lockAccountOf(tx, accountId));
    const { account, audited } = accounts.get(accountId)!;
    if (account.service_id !== serviceId) throw new AppError(400, m.profileOtherService);
    const profile = await findProfile(tx.db, id);
    // Moved to another account between the two reads: as gone.
    if (!profile || profile.account_id !== accountId) throw new AppError(404, m.profileNotFound);
    if (profile.status === 'ocupado') throw new AppError(409, m.profileTaken);
    locked.push({ profile, audited, serviceId });
  }
  return locked;
}

/**
 * One free profile of the service, chosen by the shop's policy and locked. The choice is read
 * without a lock; once its account is locked the profile is read again, and when another sale
 * took it first, the next choice is tried: the loser of a race gets another profile, or 409 when
 * none is left.
 */
export async function pickFreeProfile(
  tx: TxContext,
  serviceId: number,
  policy: SalePickPolicy,
  actor: Actor,
): Promise<LockedForSale> {
  const find = policy === 'renovacion_lejana' ? findFreeProfileByRenewal : findFreeProfileOfService;
  for (let round = 0; round < MAX_PICKS; round += 1) {
    const pick = await find(tx.db, serviceId, actor.id);
    if (!pick) break;
    // Its last free profile went between the two reads: choose again.
    if (pick.profile_id === null) continue;
    // A round lost to another sale gives its account's lock back (rolled back to the savepoint),
    // so a sale never holds accounts it did not sell from, out of id order (a deadlock).
    const won = await inSavepoint(tx, async () => {
      const { audited } = await lockAccountOf(tx, pick.account_id);
      const profile = await findProfile(tx.db, pick.profile_id!);
      return profile?.status === 'libre' && profile.account_id === pick.account_id
        ? { profile, audited, serviceId }
        : null;
    });
    if (won) return won;
  }
  const service = await serviceOf(tx, serviceId);
  throw new AppError(409, m.noneFree(service.name));
}

/**
 * Every profile of an account, locked, for a cuenta completa sale to `clientId`: refused while any
 * of them is held (ocupado or expirado) by someone else. With no account named, the first account
 * of the service whose profiles are all libre.
 */
export async function lockWholeAccount(
  tx: TxContext,
  accountId: number | undefined,
  serviceId: number,
  clientId: number,
  actor: Actor,
): Promise<LockedForSale[]> {
  for (let round = 0; round < MAX_PICKS; round += 1) {
    const id = accountId ?? (await findWholeFreeAccount(tx.db, serviceId, actor.id))?.id;
    if (id === undefined) break;
    const won = await inSavepoint(tx, async () => {
      const { account, audited } = await lockAccountOf(tx, id);
      if (account.service_id !== serviceId) throw new AppError(400, m.accountOtherService);
      const profiles = await listProfilesOf(tx.db, [id]);
      if (profiles.length === 0) throw new AppError(409, m.accountWithoutProfiles);
      const foreign = profiles.some((p) => p.status !== 'libre' && p.client_id !== clientId);
      return foreign ? null : profiles.map((profile) => ({ profile, audited, serviceId }));
    });
    if (won) return won;
    // The account named is someone else's; a picked one was taken meanwhile: pick again.
    if (accountId !== undefined) throw new AppError(409, m.accountHeldByOther);
  }
  const service = await serviceOf(tx, serviceId);
  throw new AppError(409, m.noWholeAccountFree(service.name));
}

/** A profile the client already holds joins the sale (a cuenta completa) keeping any later date they paid for. */
const keptExpiry = (current: ProfileRow, sale: Occupation) =>
  current.status === 'ocupado' &&
  current.client_id === sale.clientId &&
  current.expiry_date !== null &&
  current.expiry_date > sale.expiryDate
    ? current.expiry_date
    : sale.expiryDate;

export interface Occupation {
  clientId: number;
  clientName: string;
  saleId: number;
  planId: number;
  expiryDate: string;
  /** The profile's share of the sale's price: what its holder pays for it per plan period. */
  amount: number;
  pin: string | null;
}

/**
 * Occupies a locked profile for the sale: ocupado for the client until the date, its sale and
 * plan recorded, the account's summary kept, the trail written (the previous holder of an
 * expirado profile gets a release line). The update re-checks the version it read, so it can
 * never overwrite a change it did not see.
 */
export async function occupyProfile(tx: TxContext, actor: Actor, locked: LockedForSale, sale: Occupation) {
  const { profile: current, audited } = locked;
  const changed = await updateProfileIfStatus(
    tx.db,
    current.id,
    { status: current.status, version: current.version },
    {
      status: 'ocupado',
      client_id: sale.clientId,
      pin: sale.pin ?? (current.client_id === sale.clientId ? current.pin : null),
      expiry_date: keptExpiry(current, sale),
      custom_price: sale.amount,
      sale_id: sale.saleId,
      plan_id: sale.planId,
      updated_at: nowIso(tx.now()),
    },
  );
  if (changed === 0) throw new AppError(409, m.profileTaken);
  const after = toProfile((await findProfile(tx.db, current.id))!);
  await syncRenewalTerm(tx, current.id);
  const changes = changesBetween(profileFields(toProfile(current)), profileFields(after));
  const entry = (action: AuditEntry['action'], clientId: number | null, extra: AuditEntry['changes'] = []) =>
    profileEntry(audited, after, { action, clientId, changes: [...changes, ...extra] });
  const previousHolder =
    current.client_id !== null && current.client_id !== sale.clientId
      ? [entry('release', current.client_id)]
      : [];
  await recordAudit(tx, actor, [
    ...previousHolder,
    entry('assignment', sale.clientId, [{ field: 'amount', before: null, after: sale.amount }]),
  ]);
  return after;
}

/** Recomputes the summaries of the accounts these profiles are in, once each. */
export async function refreshAccountsOf(tx: TxContext, locked: LockedForSale[]) {
  for (const accountId of new Set(locked.map((l) => l.profile.account_id)))
    await refreshSummary(tx, accountId);
}

/**
 * The profiles a sale holds now, locked (accounts in id order), for its renewal: read again under
 * the lock, so a profile released or sold meanwhile is left out.
 */
export async function lockHeldProfiles(
  tx: TxContext,
  sale: { id: number; clientId: number },
  held: { id: number; account_id: number }[],
) {
  const locked: LockedForSale[] = [];
  const accounts = new Map<number, Awaited<ReturnType<typeof lockAccountOf>>>();
  for (const { id, account_id } of held) {
    if (!accounts.has(account_id)) accounts.set(account_id, await lockAccountOf(tx, account_id));
    const { account, audited } = accounts.get(account_id)!;
    const profile = await findProfile(tx.db, id);
    if (profile?.status === 'ocupado' && profile.sale_id === sale.id && profile.client_id === sale.clientId)
      locked.push({ profile, audited, serviceId: account.service_id });
  }
  return locked;
}

/** Moves a held profile's expiry for a sale's renewal, records its renewal term and its trail line. */
export async function renewHeldProfile(
  tx: TxContext,
  actor: Actor,
  locked: LockedForSale,
  renewal: { expiryDate: string; planId: number; amount: number; movementId: number },
) {
  const { profile: current, audited } = locked;
  const changed = await updateProfileIfStatus(
    tx.db,
    current.id,
    { status: 'ocupado', version: current.version },
    {
      expiry_date: renewal.expiryDate,
      plan_id: renewal.planId,
      custom_price: renewal.amount,
      updated_at: nowIso(tx.now()),
    },
  );
  if (changed === 0) throw new AppError(409, m.nothingHeld);
  await recordRenewalTerm(tx, {
    profileId: current.id,
    previousExpiry: current.expiry_date,
    movementId: renewal.movementId,
    amount: renewal.amount,
    userId: actor.id,
  });
  await recordAudit(
    tx,
    actor,
    profileEntry(audited, toProfile(current), {
      action: 'renewal',
      clientId: current.client_id,
      changes: expiryMoved(current.expiry_date, renewal.expiryDate, { amount: renewal.amount }),
    }),
  );
}
