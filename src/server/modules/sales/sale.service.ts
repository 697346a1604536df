import { isWithinDateCap } from '#shared/domain/expiry';
import { planExpiry, planPriceFor, planRenewalExpiry } from '#shared/domain/plans';
import { splitInProportion } from '#shared/domain/price-split';
import { combosMessages } from '#shared/messages/combos';
import { salesMessages as m } from '#shared/messages/sales';
import { buildPagination } from '#shared/schemas/common';
import type { Movement } from '#shared/schemas/movements';
import type { Plan } from '#shared/schemas/plans';
import type { ClientType } from '#shared/schemas/clients';
import type { Sale, SaleInput, SaleList, SaleListQuery, SaleRenewInput } from '#shared/schemas/sales';
import type { Insertable } from 'kysely';
import type { SaleTerms } from '#shared/schemas/payments';
import type { AppContext, TxContext } from '../../app-context';
import type { SalesTable } from '../../db/schema';
import type { Actor } from '../../identity/actor';
import { AppError, notFoundAs400 } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inRetriedTransaction } from '../../lib/transaction';
import { todayOf } from '../accounts/account-context.service';
import {
  lockHeldProfiles,
  lockNamedProfiles,
  lockWholeAccount,
  occupyProfile,
  pickFreeProfile,
  refreshAccountsOf,
  renewHeldProfile,
  type LockedForSale,
} from '../accounts/profiles/profile-sale.service';
import { checkOverride } from '../cartera/client-balance.service';
import { clientForSale, getClient, isForeignKeyViolation } from '../clients/client.service';
import { recordMovement } from '../movements/movement.service';
import { writeShares } from '../movements/movement-shares.service';
import { planForSale, planToSell } from '../plans/plan.service';
import { comboPrices, comboToSell } from '../combos/combo.service';
import { getShopSettings } from '../settings/settings.service';
import {
  countClientSales,
  findSaleRow,
  heldProfileIds,
  insertSale,
  insertSaleProfiles,
  listClientSaleRows,
  saleProfilesOf,
  setSaleMovement,
} from './sale.repository';

// Ventas (issue 25, item 2; docs/decisions/042): a plan sold to a client in one transaction.
// The sale row, each profile it occupies, one venta movement for the price and the trail commit
// together or not at all. A perfil plan occupies the profiles named, or one the shop's policy
// picks; a cuenta_completa plan occupies every profile of the account named, or of the first
// account of the service whose profiles are all free.

type SaleRow = NonNullable<Awaited<ReturnType<typeof findSaleRow>>>;

/** The client named by a sale, or 400 (the body names someone who does not exist). */
const clientOfSale = (ctx: AppContext, clientId: number) =>
  getClient(ctx, clientId).catch(notFoundAs400(m.clientNotFound));

/** What a sale occupies: the profiles named, the whole account, or what the policy picks. */
async function lockTargets(
  tx: TxContext,
  actor: Actor,
  input: SaleInput,
  plan: Plan,
): Promise<LockedForSale[]> {
  if (plan.kind === 'cuenta_completa') {
    if (input.profileIds) throw new AppError(400, m.profilesForWholePlan);
    return lockWholeAccount(tx, input.accountId, plan.serviceId, input.clientId, actor);
  }
  if (input.accountId !== undefined) throw new AppError(400, m.accountForWholePlan);
  if (input.profileIds) return lockNamedProfiles(tx, input.profileIds, plan.serviceId);
  const { salePickPolicy } = await getShopSettings(tx);
  return [await pickFreeProfile(tx, plan.serviceId, salePickPolicy, actor)];
}

/**
 * What a sale or renewal charges when no price is given: a perfil plan's price is a profile's, so
 * several profiles pay it each (as Asignar and Renovar charge each profile); a cuenta completa's
 * is the whole account's.
 */
const saleDefaultPrice = (plan: Plan, clientType: ClientType, profiles: number) =>
  planPriceFor(plan, clientType) * (plan.kind === 'perfil' ? profiles : 1);

/** The movement's words: "Venta 3 meses: Perfil 2 (familia@correo.co)". */
function describe(plan: Plan, locked: LockedForSale[]) {
  const first = locked[0]!;
  if (plan.kind === 'cuenta_completa') return m.wholeAccount(first.audited.username);
  return locked.map((l) => `${l.profile.name} (${l.audited.username})`).join(', ');
}

/**
 * The sale row and what it holds, for a plan's sale and a combo's alike: each locked profile
 * occupied for the client (its plan, date and share), the accounts' summaries, sale_profiles.
 * The movement comes after, by the caller, and is linked with setSaleMovement.
 */
async function writeSale(
  tx: TxContext,
  actor: Actor,
  input: SaleInput,
  client: { id: number; name: string },
  locked: LockedForSale[],
  what: {
    sale: Pick<
      Insertable<SalesTable>,
      'kind' | 'plan_id' | 'plan_name' | 'combo_id' | 'account_id' | 'price'
    >;
    holdings: { planId: number; expiryDate: string; amount: number }[];
  },
) {
  const at = nowIso(tx.now());
  const { id: saleId } = await insertSale(tx.db, {
    ...what.sale,
    client_id: client.id,
    client_name: client.name,
    movement_id: null,
    note: input.note ?? null,
    created_by: actor.id,
    created_at: at,
    updated_at: at,
  });
  for (const [index, target] of locked.entries())
    await occupyProfile(tx, actor, target, {
      clientId: client.id,
      clientName: client.name,
      saleId,
      ...what.holdings[index]!,
      pin: input.pin,
    });
  await refreshAccountsOf(tx, locked);
  await insertSaleProfiles(
    tx.db,
    locked.map((target, index) => ({
      sale_id: saleId,
      profile_id: target.profile.id,
      service_id: target.serviceId,
      plan_id: what.holdings[index]!.planId,
      amount: what.holdings[index]!.amount,
    })),
  );
  return { saleId, at };
}

/** POST /api/sales. */
export function createSale(ctx: AppContext, actor: Actor, input: SaleInput): Promise<Sale> {
  return inRetriedTransaction(ctx, async (tx) => {
    await checkOverride(tx, input, actor);
    if (input.comboId !== undefined) return createComboSale(tx, actor, input, input.comboId);
    const offered = await planToSell(tx, input.planId!, false);
    const client = await clientOfSale(tx, input.clientId);
    // Asignar's order: the accounts, then the client, then the plan (decision 039), so a sale and
    // an assignment never wait on each other. The plan is read again under its lock.
    const locked = await lockTargets(tx, actor, input, offered);
    const held = await clientForSale(tx, client.id);
    if (!held) throw new AppError(400, m.clientNotFound);
    const plan = await planToSell(tx, offered.id);
    // Changed between the first look and the lock: what was chosen may no longer fit it.
    if (plan.kind !== offered.kind || plan.serviceId !== offered.serviceId)
      throw new AppError(409, m.planChanged);
    const today = todayOf(tx);
    const expiryDate = planExpiry(today, plan);
    if (!isWithinDateCap(expiryDate)) throw new AppError(409, m.resultTooFar);
    const price = input.price ?? saleDefaultPrice(plan, client.type, locked.length);
    const shares = splitInProportion(
      price,
      locked.map(() => 1),
    );
    const { saleId, at } = await writeSale(tx, actor, input, client, locked, {
      sale: {
        kind: plan.kind,
        plan_id: plan.id,
        plan_name: plan.name,
        account_id: plan.kind === 'cuenta_completa' ? locked[0]!.profile.account_id : null,
        price,
      },
      holdings: locked.map((_, index) => ({ planId: plan.id, expiryDate, amount: shares[index]! })),
    });
    const movement = await recordMovement(tx, {
      date: today,
      type: 'venta',
      amount: price,
      client: { id: client.id, name: client.name },
      service: { id: plan.serviceId, name: locked[0]!.audited.serviceName },
      // One profile: the movement is that profile's sale, as Asignar's; several: the sale's.
      profileId: locked.length === 1 ? locked[0]!.profile.id : null,
      description: m.saleDescription(plan.name, describe(plan, locked)),
      actor,
      terms: input,
      planId: plan.id,
    });
    await setSaleMovement(tx.db, saleId, movement.id, at);
    return getSale(tx, saleId);
  }).catch(foreignKeyAs409);
}

/**
 * A combo sold (docs/decisions/044): one sale holding a profile of each of its services, picked
 * by the shop's policy in ascending service id order (so two combo sales lock accounts in one
 * order), each until today plus its own plan's duration; one venta movement for the combo's
 * price, its shares per service (in proportion to the plans' prices) kept for the stats.
 */
async function createComboSale(
  tx: TxContext,
  actor: Actor,
  input: SaleInput,
  comboId: number,
): Promise<Sale> {
  if (input.profileIds !== undefined || input.accountId !== undefined)
    throw new AppError(400, combosMessages.comboWithProfiles);
  const { combo, plans } = await comboToSell(tx, comboId);
  const client = await clientOfSale(tx, input.clientId);
  const { salePickPolicy } = await getShopSettings(tx);
  const locked: LockedForSale[] = [];
  for (const plan of plans) locked.push(await pickFreeProfile(tx, plan.serviceId, salePickPolicy, actor));
  const held = await clientForSale(tx, client.id);
  if (!held) throw new AppError(400, m.clientNotFound);
  const today = todayOf(tx);
  const expiries = plans.map((plan) => planExpiry(today, plan));
  if (!expiries.every(isWithinDateCap)) throw new AppError(409, m.resultTooFar);
  const price = input.price ?? planPriceFor(combo, client.type);
  const shares = splitInProportion(
    price,
    plans.map((p) => p.price),
  );
  const { saleId, at } = await writeSale(tx, actor, input, client, locked, {
    sale: {
      kind: 'combo',
      plan_id: null,
      plan_name: combo.name,
      combo_id: combo.id,
      account_id: null,
      price,
    },
    holdings: locked.map((_, index) => ({
      planId: plans[index]!.id,
      expiryDate: expiries[index]!,
      amount: shares[index]!,
    })),
  });
  const movement = await recordComboMovement(tx, actor, input, {
    type: 'venta',
    date: today,
    price,
    client,
    comboId: combo.id,
    comboName: combo.name,
    locked,
    plans,
  });
  await setSaleMovement(tx.db, saleId, movement.id, at);
  return getSale(tx, saleId);
}

/** "Netflix: Perfil 2 (familia@correo.co), Disney+: Perfil 1 (casa@correo.co)". */
const describeCombo = (locked: LockedForSale[]) =>
  locked.map((l) => `${l.audited.serviceName}: ${l.profile.name} (${l.audited.username})`).join(', ');

const sharePartsOf = (locked: LockedForSale[], plans: Plan[]) =>
  locked.map((l, index) => ({
    serviceId: l.serviceId,
    serviceName: l.audited.serviceName,
    weight: plans[index]!.price,
  }));

/**
 * A combo's venta or renovacion: one movement under the combo's name, naming the combo (the sales
 * by combo, docs/decisions/047), its shares per service.
 */
async function recordComboMovement(
  tx: TxContext,
  actor: Actor,
  terms: SaleTerms,
  combo: {
    type: 'venta' | 'renovacion';
    date: string;
    price: number;
    client: { id: number; name: string };
    /** null once the combo is gone (a renewal of its sale still records its movement). */
    comboId: number | null;
    comboName: string;
    locked: LockedForSale[];
    plans: Plan[];
  },
) {
  const describeAs = combo.type === 'venta' ? m.saleDescription : m.renewalDescription;
  const movement = await recordMovement(tx, {
    date: combo.date,
    type: combo.type,
    amount: combo.price,
    client: { id: combo.client.id, name: combo.client.name },
    service: { id: null, name: combosMessages.movementService(combo.comboName) },
    profileId: null,
    description: describeAs(combo.comboName, describeCombo(combo.locked)),
    actor,
    terms,
    planId: null,
    comboId: combo.comboId,
  });
  await writeShares(tx, movement.id, sharePartsOf(combo.locked, combo.plans));
  return movement;
}

/**
 * A combo sale's renewal (docs/decisions/044): every profile it still holds, each by the plan it
 * holds (its own duration), one renovacion movement for the combo's price (the price given, else
 * the combo's for the client's type), its shares per service kept for the stats.
 */
async function renewComboSale(
  tx: TxContext,
  actor: Actor,
  sale: SaleRow,
  locked: LockedForSale[],
  input: SaleRenewInput,
) {
  if (input.planId !== undefined) throw new AppError(400, combosMessages.comboRenewPlan);
  const plans: Plan[] = [];
  for (const target of locked) {
    const planId = target.profile.plan_id;
    if (planId === null) throw new AppError(409, m.nothingHeld);
    plans.push(await planForSale(tx, planId, target.serviceId));
  }
  const client = await clientForSale(tx, sale.client_id!);
  if (!client) throw new AppError(409, m.nothingHeld);
  const today = todayOf(tx);
  const { graceDays } = await getShopSettings(tx);
  const expiries = locked.map((l, index) =>
    planRenewalExpiry(l.profile.expiry_date, today, plans[index]!, graceDays),
  );
  if (!expiries.every(isWithinDateCap)) throw new AppError(409, m.resultTooFar);
  const combo = sale.combo_id === null ? undefined : await comboPrices(tx, sale.combo_id);
  const type = (await getClient(tx, client.id)).type;
  const price =
    input.price ??
    (combo ? planPriceFor(combo, type) : plans.reduce((sum, plan) => sum + planPriceFor(plan, type), 0));
  const shares = splitInProportion(
    price,
    plans.map((p) => p.price),
  );
  const movement = await recordComboMovement(tx, actor, input, {
    type: 'renovacion',
    date: today,
    price,
    client,
    comboId: sale.combo_id,
    comboName: sale.plan_name,
    locked,
    plans,
  });
  for (const [index, target] of locked.entries())
    await renewHeldProfile(tx, actor, target, {
      expiryDate: expiries[index]!,
      planId: plans[index]!.id,
      amount: shares[index]!,
      movementId: movement.id,
    });
  await refreshAccountsOf(tx, locked);
  return { sale: await getSale(tx, sale.id), movement };
}

/**
 * POST /api/sales/{id}/renew: every profile the sale still holds, from the later of today and its
 * expiry (or the old expiry inside the grace period), by the plan named or the one they hold; one
 * renovacion movement for the price, split across the profiles for their renewal terms.
 */
export function renewSale(
  ctx: AppContext,
  actor: Actor,
  saleId: number,
  input: SaleRenewInput,
): Promise<{ sale: Sale; movement: Movement }> {
  return inRetriedTransaction(ctx, async (tx) => {
    await checkOverride(tx, input, actor);
    const sale = await findSaleRow(tx.db, saleId);
    if (!sale) throw new AppError(404, m.notFound);
    const candidates = await heldProfileIds(tx.db, saleId);
    const locked =
      sale.client_id === null
        ? []
        : await lockHeldProfiles(tx, { id: sale.id, clientId: sale.client_id }, candidates);
    if (locked.length === 0 || sale.client_id === null) throw new AppError(409, m.nothingHeld);
    if (sale.kind === 'combo') return renewComboSale(tx, actor, sale, locked, input);
    const first = locked[0]!;
    const planId = input.planId ?? first.profile.plan_id ?? sale.plan_id;
    if (planId === null) throw new AppError(409, m.nothingHeld);
    const plan = await planForSale(tx, planId, first.serviceId);
    if (plan.kind !== sale.kind) throw new AppError(400, m.otherKind);
    const client = await clientForSale(tx, sale.client_id);
    if (!client) throw new AppError(409, m.nothingHeld);
    const today = todayOf(tx);
    const { graceDays } = await getShopSettings(tx);
    const expiries = locked.map((l) => planRenewalExpiry(l.profile.expiry_date, today, plan, graceDays));
    if (!expiries.every(isWithinDateCap)) throw new AppError(409, m.resultTooFar);
    const price = input.price ?? saleDefaultPrice(plan, (await getClient(tx, client.id)).type, locked.length);
    const shares = splitInProportion(
      price,
      locked.map(() => 1),
    );
    const movement = await recordMovement(tx, {
      date: today,
      type: 'renovacion',
      amount: price,
      client: { id: client.id, name: client.name },
      service: { id: first.serviceId, name: first.audited.serviceName },
      profileId: locked.length === 1 ? first.profile.id : null,
      description: m.renewalDescription(plan.name, describe(plan, locked)),
      actor,
      terms: input,
      planId: plan.id,
    });
    for (const [index, target] of locked.entries())
      await renewHeldProfile(tx, actor, target, {
        expiryDate: expiries[index]!,
        planId: plan.id,
        amount: shares[index]!,
        movementId: movement.id,
      });
    await refreshAccountsOf(tx, locked);
    return { sale: await getSale(tx, saleId), movement };
  });
}

/** A client deleted between the read and the write: a conflict, never a 500. */
function foreignKeyAs409(error: unknown): never {
  if (isForeignKeyViolation(error)) throw new AppError(409, m.clientNotFound);
  throw error;
}

async function toSales(ctx: AppContext, rows: SaleRow[]): Promise<Sale[]> {
  const profiles = await saleProfilesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    kind: row.kind,
    planId: row.plan_id,
    planName: row.plan_name,
    comboId: row.combo_id,
    accountId: row.account_id,
    price: Number(row.price),
    movementId: row.movement_id,
    note: row.note,
    createdAt: toIso(row.created_at),
    profiles: profiles
      .filter((p) => p.sale_id === row.id)
      .map((p) => ({
        profileId: p.profile_id,
        accountId: p.account_id,
        accountUsername: p.username,
        serviceId: p.service_id,
        serviceName: p.service_name ?? '',
        name: p.name,
        amount: Number(p.amount),
        held: p.holding_sale_id === row.id && p.status !== 'libre',
        status: p.status,
        expiryDate: p.expiry_date,
      })),
  }));
}

/** GET /api/sales/{id}. */
export async function getSale(ctx: AppContext, id: number): Promise<Sale> {
  const row = await findSaleRow(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  return (await toSales(ctx, [row]))[0]!;
}

/** GET /api/sales?clientId: the client's sales, newest first, with what each occupied. */
export async function listClientSales(ctx: AppContext, query: SaleListQuery): Promise<SaleList> {
  await getClient(ctx, query.clientId);
  const offset = (query.page - 1) * query.limit;
  const [rows, total] = await Promise.all([
    listClientSaleRows(ctx.db, query.clientId, query.limit, offset),
    countClientSales(ctx.db, query.clientId),
  ]);
  return { sales: await toSales(ctx, rows), pagination: buildPagination(query.page, query.limit, total) };
}
