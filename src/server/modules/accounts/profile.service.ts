import { defaultExpiry, renewedExpiry } from '#shared/domain/expiry';
import { messages } from '#shared/messages/es';
import type { Movement } from '#shared/schemas/movements';
import type { Profile, ProfileInput, RenewInput } from '#shared/schemas/profiles';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordMovement } from '../movements/movement.service';
import { clientOf, lockedAccount, recordAccountEvent, serviceOf, todayOf } from './account-context';
import { toProfile, type Actor } from './account.mapper';
import { refreshAccountSummary } from './account.repository';
import {
  findProfile,
  findProfileAccountId,
  updateProfileIfStatus,
  type ProfileRow,
} from './profile.repository';

/** Locks the profile's account, then reads the profile as the previous writer left it. */
async function lockedProfile(tx: TxContext, id: number) {
  const owner = await findProfileAccountId(tx.db, id);
  if (!owner) throw new AppError(404, messages.profiles.notFound);
  const account = await lockedAccount(tx, owner.account_id);
  const profile = await findProfile(tx.db, id);
  if (!profile) throw new AppError(404, messages.profiles.notFound);
  return { account, profile };
}

async function reread(tx: TxContext, id: number): Promise<Profile> {
  return toProfile((await findProfile(tx.db, id))!);
}

/**
 * A request that takes the profile from someone: it asks for ocupado while another client already
 * holds it. That is the loser of two assignments of one libre profile, never an edit (an edit of
 * an occupied profile keeps its client or sends expectedStatus 'ocupado' to change it).
 */
function conflicts(current: ProfileRow, input: ProfileInput) {
  if (input.expectedStatus !== undefined) return input.expectedStatus !== current.status;
  return input.status === 'ocupado' && current.status === 'ocupado' && current.client_id !== input.clientId;
}

/**
 * PUT /api/profiles/{id}. libre clears client, PIN, expiry and custom price. Assigning (libre →
 * ocupado) takes 30 days from today when no expiry is given and records one venta movement in the
 * same transaction; of two staff assigning one libre profile at once exactly one wins (409 for
 * the other, nothing written). Editing an occupied profile records no sale.
 */
export function editProfile(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: ProfileInput,
): Promise<Profile> {
  return inTransaction(ctx, async (tx) => {
    const { account, profile: current } = await lockedProfile(tx, id);
    if (conflicts(current, input)) throw new AppError(409, messages.profiles.alreadyAssigned);
    const today = todayOf(tx);
    const free = input.status === 'libre';
    const client = !free && input.clientId !== null ? await clientOf(tx, input.clientId) : null;
    const assigning = current.status === 'libre' && input.status === 'ocupado';
    const expiry = free
      ? null
      : (input.expiryDate ??
        (current.status !== 'libre' ? current.expiry_date : null) ??
        (input.status === 'ocupado' ? defaultExpiry(today) : null));
    const changed = await updateProfileIfStatus(tx.db, id, current.status, {
      name: input.name,
      status: input.status,
      client_id: client?.id ?? null,
      pin: free ? null : input.pin,
      expiry_date: expiry,
      color: input.color,
      observations: input.observations,
      custom_price: free ? null : input.customPrice,
      updated_at: nowIso(tx.now()),
    });
    if (changed === 0) throw new AppError(409, messages.profiles.alreadyAssigned);
    await refreshAccountSummary(tx.db, account.id);

    if (assigning && client) {
      const service = await serviceOf(tx, account.service_id);
      const amount = input.customPrice ?? service.price;
      await recordMovement(tx, {
        date: today,
        type: 'venta',
        amount,
        client: { id: client.id, name: client.name },
        service: { id: service.id, name: service.name },
        profileId: id,
        description: `Venta de ${input.name}`,
        actor,
      });
      await recordAccountEvent(tx, account.id, actor, {
        type: 'assignment',
        profile_id: id,
        profile_name: input.name,
        client_name: client.name,
        new_expiry: expiry,
        amount,
      });
    } else if (current.status === 'ocupado' && free) {
      await recordAccountEvent(tx, account.id, actor, {
        type: 'release',
        profile_id: id,
        profile_name: current.name,
        client_name: current.client_name,
        previous_expiry: current.expiry_date,
      });
    }
    return reread(tx, id);
  });
}

/**
 * POST /api/profiles/{id}/renew: the new expiry is the later of today and the current expiry plus
 * the days, and one renovacion movement is recorded for the price (default: the custom price,
 * else the service's). Two renewals at once queue on the account lock: both apply.
 */
export function renewProfile(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: RenewInput,
): Promise<{ profile: Profile; movement: Movement }> {
  return inTransaction(ctx, async (tx) => {
    const { account, profile: current } = await lockedProfile(tx, id);
    if (current.status !== 'ocupado') throw new AppError(409, messages.profiles.renewOnlyOccupied);
    const today = todayOf(tx);
    const expiry = renewedExpiry(current.expiry_date, today, input.days);
    const changed = await updateProfileIfStatus(tx.db, id, 'ocupado', {
      expiry_date: expiry,
      updated_at: nowIso(tx.now()),
    });
    if (changed === 0) throw new AppError(409, messages.profiles.renewOnlyOccupied);
    await refreshAccountSummary(tx.db, account.id);
    const service = await serviceOf(tx, account.service_id);
    const amount = input.price ?? current.custom_price ?? service.price;
    const movement = await recordMovement(tx, {
      date: today,
      type: 'renovacion',
      amount,
      client: current.client_id !== null ? { id: current.client_id, name: current.client_name ?? '' } : null,
      service: { id: service.id, name: service.name },
      profileId: id,
      description: `Renovación de ${current.name} por ${input.days} días`,
      actor,
    });
    await recordAccountEvent(tx, account.id, actor, {
      type: 'renewal',
      profile_id: id,
      profile_name: current.name,
      client_name: current.client_name,
      previous_expiry: current.expiry_date,
      new_expiry: expiry,
      days: input.days,
      amount,
    });
    return { profile: await reread(tx, id), movement };
  });
}
