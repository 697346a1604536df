import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { planResellerPrice } from '#shared/domain/plans';
import { combosMessages as m } from '#shared/messages/combos';
import type { Combo, ComboInput } from '#shared/schemas/combos';
import type { Plan } from '#shared/schemas/plans';
import type { AppContext, TxContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { lockPlanShared } from '../plans/plan.service';
import {
  comboPlanRows,
  deleteCombo,
  findComboRow,
  insertCombo,
  isComboSold,
  listComboRows,
  lockComboRow,
  setComboPlans,
  updateCombo,
} from './combo.repository';

// Combos (issue 25 item 4, docs/decisions/044): two or more perfil plans of different services,
// sold as one sale for one price. Every signed-in user manages them, as plans. A combo some sale
// sold is deactivated instead of deleted, so its sales keep naming it.

type ComboRow = NonNullable<Awaited<ReturnType<typeof findComboRow>>>;

async function toCombos(ctx: AppContext, rows: ComboRow[]): Promise<Combo[]> {
  const plans = await comboPlanRows(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: Number(row.price),
    resellerPrice: Number(row.reseller_price),
    active: Number(row.active) === 1,
    plans: plans
      .filter((p) => p.combo_id === row.id)
      .map((p) => ({
        planId: p.plan_id,
        planName: p.plan_name,
        serviceId: p.service_id,
        serviceName: p.service_name,
        price: Number(p.price),
        active: Number(p.active) === 1,
      })),
  }));
}

/** GET /api/combos: every combo, active first by name. */
export async function listCombos(ctx: AppContext): Promise<Combo[]> {
  return toCombos(ctx, await listComboRows(ctx.db));
}

export async function getCombo(ctx: AppContext, id: number): Promise<Combo> {
  const row = await findComboRow(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  return (await toCombos(ctx, [row]))[0]!;
}

/**
 * The plans a combo names, locked `for share` in id order (a plan's delete then waits and sees it
 * in use): each must exist (400), be active (409), be a perfil plan, each of another service.
 */
async function checkPlans(tx: TxContext, planIds: number[]) {
  const services = new Set<number>();
  for (const id of [...planIds].sort((a, b) => a - b)) {
    const plan = await lockPlanShared(tx, id);
    if (!plan) throw new AppError(400, m.planNotFound);
    if (!plan.active) throw new AppError(409, m.planInactive);
    if (plan.kind !== 'perfil') throw new AppError(400, m.planNotProfile);
    if (services.has(plan.serviceId)) throw new AppError(400, m.sameService);
    services.add(plan.serviceId);
  }
}

/** A combo as the audit trail records it: its plans as "Servicio · Plan, …". */
const auditFields = (combo: Combo) => ({
  name: combo.name,
  plans: combo.plans.map((p) => `${p.serviceName} · ${p.planName}`).join(', '),
  price: combo.price,
  reseller_price: combo.resellerPrice,
  active: combo.active,
});

const comboEntry = (
  combo: Combo,
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
  note: string | null = null,
): AuditEntry => ({ entity: 'combo', entityId: combo.id, label: combo.name, action, changes, note });

const columns = (input: ComboInput) => ({
  name: input.name,
  price: input.price,
  reseller_price: planResellerPrice(input.price, input.resellerPrice),
  active: input.active ? 1 : 0,
});

/** POST /api/combos. `actor` is null for the system (the demo seed). */
export function createCombo(ctx: AppContext, actor: Actor | null, input: ComboInput): Promise<Combo> {
  return inTransaction(ctx, async (tx) => {
    await checkPlans(tx, input.planIds);
    const now = nowIso(tx.now());
    const { id } = await insertCombo(tx.db, { ...columns(input), created_at: now, updated_at: now });
    await setComboPlans(tx.db, id, input.planIds);
    const combo = await getCombo(tx, id);
    await recordAudit(tx, actor, comboEntry(combo, 'create', changesOfCreate(auditFields(combo))));
    return combo;
  });
}

/** PUT /api/combos/{id}: the whole combo as sent. */
export function editCombo(ctx: AppContext, actor: Actor, id: number, input: ComboInput): Promise<Combo> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockComboRow(tx.db, tx.dialect, id, 'update'))) throw new AppError(404, m.notFound);
    const before = await getCombo(tx, id);
    await checkPlans(tx, input.planIds);
    await updateCombo(tx.db, id, { ...columns(input), updated_at: nowIso(tx.now()) });
    await setComboPlans(tx.db, id, input.planIds);
    const after = await getCombo(tx, id);
    await recordAudit(
      tx,
      actor,
      comboEntry(after, 'update', changesBetween(auditFields(before), auditFields(after))),
    );
    return after;
  });
}

/** DELETE /api/combos/{id}: deleted, or deactivated when some sale sold it. */
export function removeCombo(ctx: AppContext, actor: Actor, id: number): Promise<{ deactivated: boolean }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await lockComboRow(tx.db, tx.dialect, id, 'update'))) throw new AppError(404, m.notFound);
    const before = await getCombo(tx, id);
    if (await isComboSold(tx.db, id)) {
      if (before.active) await updateCombo(tx.db, id, { active: 0, updated_at: nowIso(tx.now()) });
      const after = await getCombo(tx, id);
      await recordAudit(
        tx,
        actor,
        comboEntry(
          after,
          'update',
          changesBetween(auditFields(before), auditFields(after)),
          m.deactivatedInUse,
        ),
      );
      return { deactivated: true };
    }
    await deleteCombo(tx.db, id);
    await recordAudit(tx, actor, comboEntry(before, 'delete', changesOfDelete(auditFields(before))));
    return { deactivated: false };
  });
}

/**
 * The combo a sale names, locked `for share`, with its plans locked too: it must exist (404) and
 * be active (409), and so must each of its plans. Its plans come in ascending service id order,
 * the order the sale picks (and locks) its profiles in.
 */
export async function comboToSell(tx: TxContext, comboId: number) {
  const row = await lockComboRow(tx.db, tx.dialect, comboId, 'share');
  if (!row) throw new AppError(404, m.notFound);
  if (Number(row.active) !== 1) throw new AppError(409, m.inactive);
  const combo = (await toCombos(tx, [row]))[0]!;
  const plans: Plan[] = [];
  for (const { planId } of [...combo.plans].sort((a, b) => a.planId - b.planId)) {
    const plan = await lockPlanShared(tx, planId);
    if (!plan) throw new AppError(404, m.planNotFound);
    if (!plan.active) throw new AppError(409, m.planInactive);
    plans.push(plan);
  }
  plans.sort((a, b) => a.serviceId - b.serviceId);
  return { combo, plans };
}

/** The prices of a combo some sale sold (its renewal charges them), or undefined when it is gone. */
export async function comboPrices(ctx: AppContext, comboId: number) {
  const row = await findComboRow(ctx.db, comboId);
  return row ? { price: Number(row.price), resellerPrice: Number(row.reseller_price) } : undefined;
}
