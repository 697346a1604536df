import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { DEFAULT_PLAN, MAX_PLANS_PER_SERVICE, planResellerPrice } from '#shared/domain/plans';
import { plansMessages } from '#shared/messages/plans';
import { servicesMessages } from '#shared/messages/services';
import type { Plan, PlanInput } from '#shared/schemas/plans';
import type { AppContext, TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import type { Actor } from '../../identity/actor';
import { auditFieldsOf, toPlan } from './plan.mapper';
import {
  deletePlan,
  findPlanRow,
  findPlanService,
  insertPlan,
  isPlanInUse,
  lockPlanRow,
  lockPlanService,
  listPlanRows,
  listPlanRowsByPosition,
  setPlanPosition,
  updatePlan,
} from './plan.repository';

// Planes de un servicio (issue 25 item 1, docs/decisions/039). A plan's `position` is its place in
// its service's list: a new one goes last unless it names a place; a write that names one moves
// the plan there and renumbers the service's plans 0, 1, 2… The list shows the active plans first.
// A plan some movement names is deactivated instead of deleted, so a sale keeps its plan.

const m = plansMessages;

async function serviceOf(ctx: AppContext, serviceId: number) {
  const service = await findPlanService(ctx.db, serviceId);
  if (!service) throw new AppError(404, servicesMessages.notFound);
  return service;
}

/** The service, locked for this transaction's writes to its plans. */
async function lockedService(tx: TxContext, serviceId: number) {
  const service = await lockPlanService(tx.db, tx.dialect, serviceId);
  if (!service) throw new AppError(404, servicesMessages.notFound);
  return service;
}

/** GET /api/services/{id}/plans: every plan of the service, active first by position. */
export async function listPlans(ctx: AppContext, serviceId: number): Promise<Plan[]> {
  await serviceOf(ctx, serviceId);
  return (await listPlanRows(ctx.db, serviceId)).map(toPlan);
}

export async function getPlan(ctx: AppContext, id: number): Promise<Plan> {
  const row = await findPlanRow(ctx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  return toPlan(row);
}

/**
 * The plan a sale or renewal of a profile of `serviceId` names: it must be one of that service's
 * plans (400) and active (409). Other modules check the body's planId with it, inside their `tx`.
 */
export async function planForSale(tx: TxContext, planId: number, serviceId: number): Promise<Plan> {
  const row = await lockPlanRow(tx.db, tx.dialect, planId, 'share');
  if (!row) throw new AppError(404, m.notFound);
  if (row.service_id !== serviceId) throw new AppError(400, m.otherService);
  if (Number(row.active) !== 1) throw new AppError(409, m.inactive);
  return toPlan(row);
}

/**
 * The plan a sale (POST /api/sales) names, whatever its service: it must exist (404) and be active
 * (409). Held `for share` like planForSale's, so a delete racing the sale waits for it; `lock`
 * false only reads it (the sale's first look, before it takes the other locks).
 */
export async function planToSell(tx: TxContext, planId: number, lock = true): Promise<Plan> {
  const row = lock ? await lockPlanRow(tx.db, tx.dialect, planId, 'share') : await findPlanRow(tx.db, planId);
  if (!row) throw new AppError(404, m.notFound);
  if (Number(row.active) !== 1) throw new AppError(409, m.inactive);
  return toPlan(row);
}

/**
 * The plan, locked `for share` like a sale's (a delete waits and then sees it in use), whatever
 * its state; undefined when there is none. A combo checks and sells its plans with it (044).
 */
export async function lockPlanShared(tx: TxContext, planId: number): Promise<Plan | undefined> {
  const row = await lockPlanRow(tx.db, tx.dialect, planId, 'share');
  return row ? toPlan(row) : undefined;
}

const columns = (input: PlanInput) => ({
  name: input.name,
  duration_days: input.durationDays,
  duration_months: input.durationMonths,
  price: input.price,
  reseller_price: planResellerPrice(input.price, input.resellerPrice),
  kind: input.kind,
  active: input.active ? 1 : 0,
});

/** Moves the plan to `place` (clamped to the list) and renumbers the service's plans 0, 1, 2… */
async function placeAt(tx: TxContext, serviceId: number, id: number, place: number) {
  const ids = (await listPlanRowsByPosition(tx.db, serviceId))
    .map((row) => row.id)
    .filter((other) => other !== id);
  ids.splice(Math.min(place, ids.length), 0, id);
  await renumber(tx, serviceId, ids);
}

async function renumber(tx: TxContext, serviceId: number, ids: number[]) {
  const rows = new Map(
    (await listPlanRowsByPosition(tx.db, serviceId)).map((row) => [row.id, Number(row.position)]),
  );
  for (const [position, id] of ids.entries())
    if (rows.get(id) !== position) await setPlanPosition(tx.db, id, position);
}

/** The plan and its place in its service's list, counted from 1 (what the trail records). */
async function withPlace(tx: TxContext, id: number) {
  const row = await findPlanRow(tx.db, id);
  if (!row) throw new AppError(404, m.notFound);
  const rows = await listPlanRowsByPosition(tx.db, row.service_id);
  return { plan: toPlan(row), place: rows.findIndex((r) => r.id === id) + 1 };
}

const planEntry = (
  serviceName: string,
  plan: Plan,
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
  note: string | null = null,
): AuditEntry => ({
  entity: 'plan',
  entityId: plan.id,
  label: `${serviceName} · ${plan.name}`,
  action,
  changes,
  note,
});

/** Inserts a plan last in its service's list (or at the place it names) and audits it. */
async function addPlan(
  tx: TxContext,
  actor: Actor | null,
  service: { id: number; name: string },
  input: PlanInput,
): Promise<Plan> {
  const existing = await listPlanRowsByPosition(tx.db, service.id);
  if (existing.length >= MAX_PLANS_PER_SERVICE) throw new AppError(409, m.tooMany(MAX_PLANS_PER_SERVICE));
  const now = nowIso(tx.now());
  const last = existing.reduce((max, row) => Math.max(max, Number(row.position)), -1);
  const { id } = await insertPlan(tx.db, {
    ...columns(input),
    service_id: service.id,
    position: last + 1,
    created_at: now,
    updated_at: now,
  });
  if (input.position !== undefined) await placeAt(tx, service.id, id, input.position);
  const { plan, place } = await withPlace(tx, id);
  await recordAudit(
    tx,
    actor,
    planEntry(service.name, plan, 'create', changesOfCreate(auditFieldsOf(plan, place))),
  );
  return plan;
}

/** POST /api/services/{id}/plans. `actor` is null for the system (the demo seed). */
export async function createPlan(
  ctx: AppContext,
  actor: Actor | null,
  serviceId: number,
  input: PlanInput,
): Promise<Plan> {
  return inTransaction(ctx, async (tx) => addPlan(tx, actor, await lockedService(tx, serviceId), input));
}

/** The "1 mes" plan a new service starts with (30 days at its price), in the service's `tx`. */
export async function createDefaultPlan(
  tx: TxContext,
  actor: Actor | null,
  service: { id: number; name: string; price: number },
): Promise<Plan> {
  return addPlan(tx, actor, service, {
    name: DEFAULT_PLAN.name,
    durationDays: DEFAULT_PLAN.durationDays,
    durationMonths: null,
    price: service.price,
    resellerPrice: null,
    kind: 'perfil',
    active: true,
  });
}

/** PUT /api/plans/{id}: the whole plan as sent (a missing position keeps its place). */
export async function editPlan(ctx: AppContext, actor: Actor, id: number, input: PlanInput): Promise<Plan> {
  return inTransaction(ctx, async (tx) => {
    // The service locked first, then the plan read as the last writer left it.
    const found = await findPlanRow(tx.db, id);
    if (!found) throw new AppError(404, m.notFound);
    const service = await lockedService(tx, found.service_id);
    const before = await withPlace(tx, id);
    await updatePlan(tx.db, id, { ...columns(input), updated_at: nowIso(tx.now()) });
    if (input.position !== undefined) await placeAt(tx, service.id, id, input.position);
    const after = await withPlace(tx, id);
    await recordAudit(
      tx,
      actor,
      planEntry(
        service.name,
        after.plan,
        'update',
        changesBetween(auditFieldsOf(before.plan, before.place), auditFieldsOf(after.plan, after.place)),
      ),
    );
    return after.plan;
  });
}

/**
 * DELETE /api/plans/{id}: a plan no movement names is deleted (and the gap closed); one in use is
 * deactivated instead, so the sales made by it keep naming it. Answers whether it was deactivated.
 */
export async function removePlan(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ deactivated: boolean }> {
  return inTransaction(ctx, async (tx) => {
    // The service, then the plan, as every write to plans takes them; the plan's lock makes a
    // sale naming it commit before this reads whether it is in use.
    const found = await findPlanRow(tx.db, id);
    if (!found) throw new AppError(404, m.notFound);
    const service = await lockedService(tx, found.service_id);
    if (!(await lockPlanRow(tx.db, tx.dialect, id, 'update'))) throw new AppError(404, m.notFound);
    const before = await withPlace(tx, id);
    if (await isPlanInUse(tx.db, id)) {
      if (before.plan.active) await updatePlan(tx.db, id, { active: 0, updated_at: nowIso(tx.now()) });
      const after = await withPlace(tx, id);
      await recordAudit(
        tx,
        actor,
        planEntry(
          service.name,
          after.plan,
          'update',
          changesBetween(auditFieldsOf(before.plan, before.place), auditFieldsOf(after.plan, after.place)),
          m.deactivatedInUse,
        ),
      );
      return { deactivated: true };
    }
    await deletePlan(tx.db, id);
    await renumber(
      tx,
      service.id,
      (await listPlanRowsByPosition(tx.db, service.id)).map((row) => row.id),
    );
    await recordAudit(
      tx,
      actor,
      planEntry(
        service.name,
        before.plan,
        'delete',
        changesOfDelete(auditFieldsOf(before.plan, before.place)),
      ),
    );
    return { deactivated: false };
  });
}
