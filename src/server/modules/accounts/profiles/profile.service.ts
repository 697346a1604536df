import { defaultExpiry, isWithinDateCap, renewedExpiry } from '#shared/domain/expiry';
import { profilesMessages } from '#shared/messages/profiles';
import type { Movement } from '#shared/schemas/movements';
import type { Profile, ProfileInput, RenewInput } from '#shared/schemas/profiles';
import type { AppContext, TxContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import { inTransaction } from '../../../lib/transaction';
import { recordMovement } from '../../movements/movement.service';
import { planForSale } from '../../plans/plan.service';
import { checkOverride } from '../../cartera/client-balance.service';
import { clientForSale, isForeignKeyViolation } from '../../clients/client.service';
import { changesBetween } from '#shared/domain/audit';
import { recordAudit, type AuditEntry } from '../../audit/audit.service';
import { recordRenewalTerm, syncRenewalTerm } from '../../reports/renewal-outcome.service';
import { expiryMoved, profileEntry, profileFields, type AuditedAccount } from '../account-audit.mapper';
import { lockedAccount, refreshSummary, serviceOf, todayOf } from '../account-context.service';
import type { Actor } from '../../../identity/actor';
import { graceDaysOf } from '../../settings/settings.service';
import { emitProfileReleased } from '../../webhooks/webhook-outbox.service';
import { toProfile } from './profile.mapper';
import {
  findProfile,
  findProfileAccountId,
  updateProfileIfStatus,
  type ProfileRow,
} from './profile.repository';

/** Locks the profile's account, then reads the profile as the previous writer left it. */
async function lockedProfile(tx: TxContext, id: number) {
  const owner = await findProfileAccountId(tx.db, id);
  if (!owner) throw new AppError(404, profilesMessages.notFound);
  const account = await lockedAccount(tx, owner.account_id);
  const profile = await findProfile(tx.db, id);
  if (!profile) throw new AppError(404, profilesMessages.notFound);
  const service = await serviceOf(tx, account.service_id);
  const audited: AuditedAccount = { id: account.id, serviceName: service.name, username: account.username };
  return { account, service, audited, profile };
}

async function reread(tx: TxContext, id: number): Promise<Profile> {
  return toProfile((await findProfile(tx.db, id))!);
}

/**
 * 409 when the profile is no longer what the screen showed. expectedVersion is the exact check
 * (any sale, renewal, release or edit since); expectedStatus the coarse one; the app's screens
 * always send one. A request with neither is a client written to the specification's table
 * (issue 28, item 4): ocupado for the client who already holds the profile is an edit (PIN,
 * colour, observations, expiry; no sale), and ocupado for anyone else gets 409. Of two such
 * requests selling one libre profile, the first sells it; the second is then an edit for the same
 * client and a 409 for another: never two sales.
 */
function checkExpectation(current: ProfileRow, input: ProfileInput) {
  if (input.expectedVersion !== undefined && input.expectedVersion !== current.version)
    throw new AppError(409, profilesMessages.staleVersion);
  if (input.expectedStatus !== undefined && input.expectedStatus !== current.status)
    throw new AppError(409, profilesMessages.alreadyAssigned);
  const blind = input.expectedStatus === undefined && input.expectedVersion === undefined;
  const sameHolder = input.clientId !== null && input.clientId === current.client_id;
  if (blind && input.status === 'ocupado' && current.status === 'ocupado' && !sameHolder)
    throw new AppError(409, profilesMessages.alreadyAssigned);
}

/**
 * The expiry the profile keeps. A sale (any status → ocupado) takes the date given, which must be
 * after today, else a still-running old date, else 30 days from today; an edit keeps its date.
 */
function expiryFor(current: ProfileRow, input: ProfileInput, selling: boolean, today: string) {
  if (input.status === 'libre') return null;
  if (selling) {
    if (input.expiryDate !== null && input.expiryDate <= today)
      throw new AppError(400, profilesMessages.expiryNotFuture);
    const running = current.expiry_date !== null && current.expiry_date > today ? current.expiry_date : null;
    return input.expiryDate ?? running ?? defaultExpiry(today);
  }
  return (
    input.expiryDate ?? current.expiry_date ?? (input.status === 'ocupado' ? defaultExpiry(today) : null)
  );
}

/**
 * PUT /api/profiles/{id}. libre clears client, PIN, expiry and custom price. A sale (libre or
 * expirado → ocupado) records one venta movement in the same transaction; of two staff acting on
 * one profile at once exactly one wins (409 for the other, nothing written). Editing an occupied
 * profile records no sale.
 */
export function editProfile(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: ProfileInput,
): Promise<Profile> {
  return inTransaction(ctx, async (tx) => {
    await checkOverride(tx, input, actor);
    const { account, service, audited, profile: current } = await lockedProfile(tx, id);
    checkExpectation(current, input);
    const today = todayOf(tx);
    const free = input.status === 'libre';
    const client = !free && input.clientId !== null ? await heldClient(tx, input.clientId) : null;
    const selling = current.status !== 'ocupado' && input.status === 'ocupado';
    const expiry = expiryFor(current, input, selling, today);
    const planId = selling && input.planId ? (await planForSale(tx, input.planId, service.id)).id : null;
    // Sold here, or passed to someone else: the profile leaves the sale that held it, and holds
    // the plan it was sold by (docs/decisions/042). A release clears both in the repository.
    const leavesSale = selling || (client !== null && client.id !== current.client_id);
    const changed = await updateProfileIfStatus(
      tx.db,
      id,
      { status: current.status, version: current.version },
      {
        name: input.name,
        status: input.status,
        client_id: client?.id ?? null,
        pin: free ? null : input.pin,
        expiry_date: expiry,
        color: input.color,
        observations: input.observations,
        custom_price: free ? null : input.customPrice,
        ...(leavesSale ? { sale_id: null, plan_id: planId } : {}),
        updated_at: nowIso(tx.now()),
      },
    );
    if (changed === 0) throw new AppError(409, profilesMessages.staleVersion);
    await refreshSummary(tx, account.id);

    const after = await reread(tx, id);
    await syncRenewalTerm(tx, id);
    const changes = changesBetween(profileFields(toProfile(current)), profileFields(after));
    const entry = (
      action: AuditEntry['action'],
      clientId: number | null,
      extra: AuditEntry['changes'] = [],
    ) => profileEntry(audited, after, { action, clientId, changes: [...changes, ...extra] });
    if (selling && client) {
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
        terms: input,
        planId,
      });
      // A profile marked expirado sold to someone else leaves its last holder: their history
      // says so, as a release, beside the new holder's assignment.
      const previousHolder =
        current.client_id !== null && current.client_id !== client.id
          ? [entry('release', current.client_id)]
          : [];
      await recordAudit(tx, actor, [
        ...previousHolder,
        entry('assignment', client.id, [{ field: 'amount', before: null, after: amount }]),
      ]);
    } else if (current.status !== 'libre' && free) {
      await recordAudit(tx, actor, entry('release', current.client_id));
      await emitProfileReleased(tx, {
        profile: current,
        account: { id: account.id, serviceId: service.id, serviceName: service.name },
        reason: 'manual',
        releasedBy: actor.name,
      });
    } else if (current.client_id !== null && client && client.id !== current.client_id) {
      // A transfer: no money moves (an edit, not a sale), but each holder's history keeps it, as
      // the previous holder's release and the new holder's assignment (without an amount).
      await recordAudit(tx, actor, [entry('release', current.client_id), entry('assignment', client.id)]);
    } else {
      await recordAudit(tx, actor, entry('update', after.clientId ?? current.client_id));
    }
    return after;
  }).catch(foreignKeyAs409);
}

/** The client named in the body, held `for share` until the sale commits (see removeClient). */
async function heldClient(tx: TxContext, clientId: number) {
  const client = await clientForSale(tx, clientId);
  if (!client) throw new AppError(400, profilesMessages.clientNotFound);
  return client;
}

/** A client deleted between the read and the write: a conflict, never a 500. */
function foreignKeyAs409(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError(409, profilesMessages.clientNotFound);
  throw error;
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
    await checkOverride(tx, input, actor);
    const { account, service, audited, profile: current } = await lockedProfile(tx, id);
    if (current.status !== 'ocupado') throw new AppError(409, profilesMessages.renewOnlyOccupied);
    const planId = input.planId ? (await planForSale(tx, input.planId, service.id)).id : null;
    const today = todayOf(tx);
    // Inside the shop's grace period the renewal counts from the old expiry (docs/decisions/040).
    const expiry = renewedExpiry(current.expiry_date, today, input.days, await graceDaysOf(tx));
    if (!isWithinDateCap(expiry)) throw new AppError(409, profilesMessages.resultTooFar);
    const changed = await updateProfileIfStatus(
      tx.db,
      id,
      { status: 'ocupado' },
      {
        expiry_date: expiry,
        ...(planId !== null ? { plan_id: planId } : {}),
        updated_at: nowIso(tx.now()),
      },
    );
    if (changed === 0) throw new AppError(409, profilesMessages.renewOnlyOccupied);
    await refreshSummary(tx, account.id);
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
      terms: input,
      planId,
    });
    await recordRenewalTerm(tx, {
      profileId: id,
      previousExpiry: current.expiry_date,
      movementId: movement.id,
      amount,
      userId: actor.id,
    });
    await recordAudit(
      tx,
      actor,
      profileEntry(audited, current, {
        action: 'renewal',
        clientId: current.client_id,
        changes: expiryMoved(current.expiry_date, expiry, { amount, days: input.days }),
      }),
    );
    return { profile: await reread(tx, id), movement };
  });
}
