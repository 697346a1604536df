import type { Insertable, Selectable } from 'kysely';
import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { periodRange } from '#shared/domain/periods';
import { dueDateOf } from '#shared/domain/cartera';
import { carteraMessages } from '#shared/messages/cartera';
import { movementsMessages } from '#shared/messages/movements';
import { buildPagination } from '#shared/schemas/common';
import {
  MOVEMENT_TYPE_LABELS,
  SALE_TYPES,
  type Movement,
  type MovementFilter,
  type MovementInput,
  type MovementList,
  type MovementListQuery,
  type MovementType,
} from '#shared/schemas/movements';
import type { AppContext, TxContext } from '../../app-context';
import type { MovementsTable } from '../../db/schema';
import { AppError, notFoundAs400 } from '../../lib/app-error';
import { nowIso, toIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { cancelSale, restoreSale, saleToCancel } from '../cartera/cancellation.service';
import {
  appliedToSale,
  checkLimit,
  checkOverride,
  lockClient,
  lockClients,
  saleStateFor,
  settle,
  settleAll,
  trimApplications,
  type LockedClient,
  type SaleState,
  type SaleTerms,
} from '../cartera/client-balance.service';
import { clientForSale, isForeignKeyViolation } from '../clients/client.service';
import { getService } from '../services/service.service';
import { emitMovementEvent } from '../webhooks/webhook-outbox.service';
import type { Actor } from '../../identity/actor';
import {
  countMovements,
  deleteMovement,
  findMovement,
  insertMovement,
  insertMovements,
  listMovementPage,
  updateMovement,
  type MovementScope,
} from './movement.repository';
import { syncShares } from './movement-shares.service';

// Movements: recorded by other modules' rules (a sale, a renewal) and by hand in Movimientos.

export interface MovementRecord {
  /** Business date (YYYY-MM-DD). */
  date: string;
  type: MovementType;
  amount: number;
  client: { id: number; name: string } | null;
  /** A combo's movement names no service (id null) but a name: "Combo …" (docs/decisions/044). */
  service: { id: number | null; name: string } | null;
  profileId: number | null;
  description: string | null;
  actor: Actor | null;
  /** A sale's pagado or fiado (default from the client) and an admin's leave to pass the limit. */
  terms?: SaleTerms;
  /** The plan the sale or renewal was made by, when it names one (docs/decisions/039). */
  planId?: number | null;
  /** The combo the sale or renewal sold, when it is a combo's (docs/decisions/047). */
  comboId?: number | null;
}

const isSale = (type: MovementType) => (SALE_TYPES as readonly string[]).includes(type);

export const toMovement = (row: Selectable<MovementsTable>): Movement => ({
  id: row.id,
  date: row.date,
  type: row.type,
  amount: row.amount,
  clientId: row.client_id,
  clientName: row.client_name,
  serviceId: row.service_id,
  serviceName: row.service_name,
  profileId: row.profile_id,
  description: row.description,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  createdAt: toIso(row.created_at),
  paymentStatus: row.payment_status,
  dueDate: row.due_date,
  paidAmount: Number(row.paid_amount),
  cancelsMovementId: row.cancels_movement_id,
});

/** The rows a filter covers: month and year are business dates, as the `date` column is. */
export const scopeOf = (filter: MovementFilter & { day?: number }): MovementScope => ({
  range: periodRange(filter),
  type: filter.type,
});

/**
 * Records a movement inside the caller's transaction (a TxContext: a movement is always part of
 * a larger change that must commit with it). Names are copied so history survives deletions.
 */
export async function recordMovement(tx: TxContext, record: MovementRecord): Promise<Movement> {
  // The client's lock comes first: the sale and the settle of their balance go in turn with any
  // payment for them (docs/decisions/036).
  const client = record.client ? ((await lockClient(tx, record.client.id)) ?? null) : null;
  const state = await paymentStateOf(tx, record, client);
  const inserted = await insertMovement(tx.db, {
    ...movementRow(record, nowIso(tx.now())),
    ...stateColumns(state),
  });
  await recordAudit(tx, record.actor, auditCreate(inserted, state.overrideNote));
  if (client) await settle(tx, client);
  const movement = toMovement((await findMovement(tx.db, inserted.id))!);
  // Every sale, renewal and cancelación passes here or through createMovement: its webhook event
  // is written with it (docs/decisions/049).
  await emitMovementEvent(tx, movement);
  return movement;
}

/** A sale's payment state; any other movement is pagado with nothing paid (it is not owed). */
async function paymentStateOf(
  tx: TxContext,
  record: Pick<MovementRecord, 'type' | 'amount' | 'date' | 'terms' | 'actor'>,
  client: LockedClient | null,
): Promise<SaleState> {
  if (!isSale(record.type)) {
    await checkOverride(tx, record.terms, record.actor);
    return { paymentStatus: 'pagado', dueDate: null, paidAmount: 0, paidAtSale: 0, overrideNote: null };
  }
  return saleStateFor(tx, { client, amount: record.amount, date: record.date }, record.terms, record.actor);
}

const stateColumns = (state: Pick<SaleState, 'paymentStatus' | 'dueDate' | 'paidAmount' | 'paidAtSale'>) => ({
  payment_status: state.paymentStatus,
  due_date: state.dueDate,
  paid_amount: state.paidAmount,
  paid_at_sale: state.paidAtSale,
});

/**
 * Movements of the past, recorded when they happened (the demo data's year of sales): the same
 * row as recordMovement, stamped with their own time instead of now. No line in the audit trail:
 * they are history loaded at once, not changes someone made (docs/decisions/023).
 */
export async function importMovements(tx: TxContext, records: (MovementRecord & { createdAt: string })[]) {
  await insertMovements(
    tx.db,
    records.map((record) => movementRow(record, record.createdAt)),
  );
}

function movementRow(record: MovementRecord, now: string): Insertable<MovementsTable> {
  return {
    ...namesOf(record),
    date: record.date,
    type: record.type,
    amount: record.amount,
    // History loaded at once was cash: a sale is paid on the spot (recordMovement sets its own).
    payment_status: 'pagado',
    paid_amount: isSale(record.type) ? record.amount : 0,
    paid_at_sale: isSale(record.type) ? record.amount : 0,
    profile_id: record.profileId,
    plan_id: record.planId ?? null,
    combo_id: record.comboId ?? null,
    description: record.description,
    created_by: record.actor?.id ?? null,
    created_by_name: record.actor?.name ?? null,
    created_at: now,
    updated_at: now,
  };
}

const namesOf = (record: Pick<MovementRecord, 'client' | 'service'>) => ({
  client_id: record.client?.id ?? null,
  client_name: record.client?.name ?? null,
  service_id: record.service?.id ?? null,
  service_name: record.service?.name ?? null,
});

/** GET /api/movements: newest first (date, then id), one page. */
export async function listMovementsPage(ctx: AppContext, query: MovementListQuery): Promise<MovementList> {
  const scope = scopeOf(query);
  const { page, limit } = query;
  const [rows, total] = await Promise.all([
    listMovementPage(ctx.db, scope, limit, (page - 1) * limit),
    countMovements(ctx.db, scope),
  ]);
  return { movements: rows.map(toMovement), pagination: buildPagination(page, limit, total) };
}

/** The latest movements of all (the Panel de Control). */
export const latestMovements = async (ctx: AppContext, count: number) =>
  (await listMovementPage(ctx.db, {}, count, 0)).map(toMovement);

export async function getMovement(ctx: AppContext, id: number): Promise<Movement> {
  const row = await findMovement(ctx.db, id);
  if (!row) throw new AppError(404, movementsMessages.notFound);
  return toMovement(row);
}

/**
 * The client and service a form names, read in the transaction so their names are those of now.
 * Unknown ids are bad input (400). On an edit, a client or service deleted since keeps the name
 * recorded (the form shows it with no id and sends none back): history survives the edit too.
 */
async function referencesOf(tx: TxContext, input: MovementInput, stored?: Selectable<MovementsTable>) {
  const m = movementsMessages;
  const client =
    input.clientId === null
      ? null
      : await clientForSale(tx, input.clientId).then((row) => {
          if (!row) throw new AppError(400, m.clientNotFound);
          return row;
        });
  const service =
    input.serviceId === null
      ? null
      : await getService(tx, input.serviceId).catch(notFoundAs400(m.serviceNotFound));
  const names = namesOf({ client, service });
  if (stored && !client && stored.client_id === null) names.client_name = stored.client_name;
  if (stored && !service && stored.service_id === null) names.service_name = stored.service_name;
  return names;
}

/** A service deleted between the check and the write: the same 400 as an unknown one. */
const referenceVanished = (error: unknown) => {
  if (isForeignKeyViolation(error)) throw new AppError(400, movementsMessages.serviceNotFound);
  throw error;
};

type MovementRow = Selectable<MovementsTable>;

/** A movement as the audit trail records it (docs/decisions/023): client and service by name. */
const auditFields = (row: MovementRow) => ({
  date: row.date,
  type: row.type,
  amount: row.amount,
  client: row.client_name,
  service: row.service_name,
  description: row.description,
});

/** An edit also records a change of the sale's payment state (docs/decisions/036). */
const editAuditFields = (row: MovementRow) => ({
  ...auditFields(row),
  payment_status: row.payment_status,
  due_date: row.due_date,
  cancels: row.cancels_movement_id,
});

/** "Venta · Carlos Pérez": its type and whom (or what) it was for. */
const auditLabel = (row: MovementRow) =>
  [MOVEMENT_TYPE_LABELS[row.type], row.client_name ?? row.service_name].filter(Boolean).join(' · ');

/** The entry of one movement; it shows in its client's history when it has one. */
const auditEntry = (
  row: MovementRow,
  action: AuditEntry['action'],
  changes: AuditEntry['changes'],
  note: string | null = null,
): AuditEntry => ({
  entity: 'movement' as const,
  entityId: row.id,
  label: auditLabel(row),
  action,
  clientId: row.client_id,
  changes,
  note,
});

/** A new movement; a fiada sale says so, and an override of the limit names the admin. */
const auditCreate = (row: MovementRow, note: string | null = null) =>
  auditEntry(
    row,
    'create',
    changesOfCreate({
      ...auditFields(row),
      ...(row.payment_status === 'pendiente'
        ? { payment_status: row.payment_status, due_date: row.due_date }
        : {}),
      ...(row.cancels_movement_id !== null ? { cancels: row.cancels_movement_id } : {}),
    }),
    note,
  );

/**
 * A cancelación counts under the plan or combo of the sale it takes back (the sales by plan and
 * by combo, decisions 042 and 047).
 */
async function soldByOfCancelled(tx: TxContext, saleId: number | null) {
  const sale = saleId === null ? undefined : await findMovement(tx.db, saleId);
  return { plan_id: sale?.plan_id ?? null, combo_id: sale?.combo_id ?? null };
}

export function createMovement(ctx: AppContext, actor: Actor, input: MovementInput): Promise<Movement> {
  return inTransaction(ctx, async (tx) => {
    await checkOverride(tx, input, actor);
    const names = await referencesOf(tx, input);
    const client = input.clientId === null ? null : ((await lockClient(tx, input.clientId)) ?? null);
    const state = await paymentStateOf(tx, { ...input, terms: input, actor }, client);
    const cancels = input.type === 'cancelacion' ? (input.cancelsMovementId ?? null) : null;
    if (cancels !== null) await saleToCancel(tx, cancels, input.clientId);
    const now = nowIso(tx.now());
    const row = await insertMovement(tx.db, {
      ...names,
      date: input.date,
      type: input.type,
      amount: input.amount,
      profile_id: null,
      description: input.description,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
      updated_at: now,
      ...stateColumns(state),
      cancels_movement_id: cancels,
      ...(await soldByOfCancelled(tx, cancels)),
    });
    if (cancels !== null) {
      await cancelSale(tx, actor, cancels, { clientId: input.clientId, date: input.date });
      await syncShares(tx, row.id);
    }
    await recordAudit(tx, actor, auditCreate(row, state.overrideNote));
    await settleAll(tx);
    const movement = toMovement((await findMovement(tx.db, row.id))!);
    await emitMovementEvent(tx, movement);
    return movement;
  }).catch(referenceVanished);
}

/**
 * The payment columns of an edited movement (docs/decisions/036). A sale that stays with its
 * client and was owed or paid by abonos stays so: a lower amount takes back the applications
 * above it (newest first, the money back to those payments); a sale that changes client, or is
 * set pagado from pendiente, starts over (its applications taken back). A movement that is no
 * longer a sale holds none.
 */
async function editedState(
  tx: TxContext,
  actor: Actor,
  stored: MovementRow,
  input: MovementInput,
  client: LockedClient | null,
): Promise<SaleState> {
  const applied = await appliedToSale(tx, stored.id);
  const wasSale = isSale(stored.type);
  if (!isSale(input.type)) {
    await trimApplications(tx, stored.id, 0);
    return { paymentStatus: 'pagado', dueDate: null, paidAmount: 0, paidAtSale: 0, overrideNote: null };
  }
  // A cancelled sale keeps what it was paid on the spot: that money came in (decision 036).
  if (wasSale && stored.payment_status === 'anulado')
    return {
      paymentStatus: 'anulado',
      dueDate: stored.due_date,
      paidAmount: 0,
      paidAtSale: Number(stored.paid_at_sale),
      overrideNote: null,
    };
  const sameClient = wasSale && client !== null && stored.client_id === client.id;
  const tracked = stored.payment_status === 'pendiente' || applied > 0;
  const keepTracked =
    sameClient &&
    ((tracked && !(input.paymentStatus === 'pagado' && stored.payment_status === 'pendiente')) ||
      (!tracked && input.paymentStatus === 'pendiente'));
  if (!keepTracked) {
    await trimApplications(tx, stored.id, 0);
    const onTheSpot = sameClient && !tracked && input.paymentStatus === undefined;
    if (onTheSpot)
      return {
        paymentStatus: 'pagado',
        dueDate: null,
        paidAmount: input.amount,
        paidAtSale: input.amount,
        overrideNote: null,
      };
    return saleStateFor(tx, { client, amount: input.amount, date: input.date }, input, actor);
  }
  const kept = await trimApplications(tx, stored.id, input.amount);
  const owedBefore =
    stored.payment_status === 'pendiente' ? Number(stored.amount) - Number(stored.paid_amount) : 0;
  const owes = input.amount - kept;
  const overrideNote = checkLimit(client!, owes - owedBefore, input, actor);
  const dueDate =
    stored.due_date !== null && stored.date === input.date
      ? stored.due_date
      : dueDateOf(input.date, client!.creditDays);
  // Owed or paid by abonos: nothing of it was paid on the spot.
  return {
    paymentStatus: owes > 0 ? 'pendiente' : 'pagado',
    dueDate,
    paidAmount: kept,
    paidAtSale: 0,
    overrideNote,
  };
}

/**
 * Who recorded it stays; what, when and for whom is what the form sends. A movement moved from one
 * client to another shows in both clients' histories (one line each), and both are settled.
 */
export function editMovement(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: MovementInput,
): Promise<Movement> {
  return inTransaction(ctx, async (tx) => {
    await checkOverride(tx, input, actor);
    const first = await findMovement(tx.db, id);
    if (!first) throw new AppError(404, movementsMessages.notFound);
    const oldTarget = first.cancels_movement_id;
    const targetOf = (stored: MovementRow) =>
      input.type !== 'cancelacion'
        ? null
        : input.cancelsMovementId === undefined
          ? stored.cancels_movement_id
          : input.cancelsMovementId;
    await lockClients(tx, [
      first.client_id,
      input.clientId,
      ...(await clientsOfSales(tx, [oldTarget, targetOf(first)])),
    ]);
    const stored = await findMovement(tx.db, id);
    if (!stored) throw new AppError(404, movementsMessages.notFound);
    const newTarget = targetOf(stored);
    const names = await referencesOf(tx, input, stored);
    const client = input.clientId === null ? null : ((await lockClient(tx, input.clientId)) ?? null);
    if (newTarget === id) throw new AppError(400, carteraMessages.notASale);
    const relink = stored.cancels_movement_id !== newTarget;
    if (relink && newTarget !== null) await saleToCancel(tx, newTarget, input.clientId);
    // A cancelación keeps naming a sale of its own client.
    if (!relink && newTarget !== null && input.clientId !== stored.client_id)
      throw new AppError(400, carteraMessages.saleOfOtherClient);
    const state = await editedState(tx, actor, stored, input, client);
    const row = await updateMovement(tx.db, id, {
      ...names,
      date: input.date,
      type: input.type,
      amount: input.amount,
      description: input.description,
      updated_at: nowIso(tx.now()),
      ...stateColumns(state),
      cancels_movement_id: newTarget,
      // The plan and combo the sales by plan and by combo count it under (decisions 042, 047): a
      // cancelación's are its sale's; a movement moved to another service no longer was sold by
      // that service's plan, nor by the combo (whose movement names no service).
      ...(newTarget !== null
        ? await soldByOfCancelled(tx, newTarget)
        : names.service_id !== stored.service_id
          ? { plan_id: null, combo_id: null }
          : { plan_id: stored.plan_id, combo_id: stored.combo_id }),
    });
    if (!row) throw new AppError(404, movementsMessages.notFound);
    await syncShares(tx, id);
    if (relink && stored.cancels_movement_id !== null) await restoreSale(tx, stored.cancels_movement_id);
    if (relink && newTarget !== null)
      await cancelSale(tx, actor, newTarget, { clientId: input.clientId, date: input.date });
    await settleAll(tx);
    const after = (await findMovement(tx.db, id))!;
    const changes = changesBetween(editAuditFields(stored), editAuditFields(after));
    const entries = [auditEntry(after, 'update', changes, state.overrideNote)];
    if (stored.client_id !== null && stored.client_id !== after.client_id)
      entries.push({
        ...auditEntry(after, 'update', changes, state.overrideNote),
        clientId: stored.client_id,
      });
    await recordAudit(tx, actor, entries);
    return toMovement(after);
  }).catch(referenceVanished);
}

/** The clients of the sales named (a cancelación's old and new target), to lock them first. */
async function clientsOfSales(tx: TxContext, ids: (number | null)[]) {
  const clients: (number | null)[] = [];
  for (const saleId of ids)
    if (saleId !== null) clients.push((await findMovement(tx.db, saleId))?.client_id ?? null);
  return clients;
}

/**
 * A movement deleted: its applications are taken back first (the money returns to those
 * payments), a cancelación gives its sale back, and the client is settled.
 */
export function removeMovement(ctx: AppContext, actor: Actor, id: number) {
  return inTransaction(ctx, async (tx) => {
    const first = await findMovement(tx.db, id);
    if (!first) throw new AppError(404, movementsMessages.notFound);
    await lockClients(tx, [first.client_id, ...(await clientsOfSales(tx, [first.cancels_movement_id]))]);
    const stored = await findMovement(tx.db, id);
    if (!stored) throw new AppError(404, movementsMessages.notFound);
    await trimApplications(tx, id, 0);
    if (stored.cancels_movement_id !== null) await restoreSale(tx, stored.cancels_movement_id);
    const result = await deleteMovement(tx.db, id);
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, movementsMessages.notFound);
    await settleAll(tx);
    await recordAudit(tx, actor, auditEntry(stored, 'delete', changesOfDelete(auditFields(stored))));
  });
}
