import type { Insertable, Selectable } from 'kysely';
import { changesBetween, changesOfCreate, changesOfDelete } from '#shared/domain/audit';
import { periodRange } from '#shared/domain/periods';
import { movementsMessages } from '#shared/messages/movements';
import { buildPagination } from '#shared/schemas/common';
import {
  MOVEMENT_TYPE_LABELS,
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
import { clientForSale, isForeignKeyViolation } from '../clients/client.service';
import { getService } from '../services/service.service';
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

// Movements: recorded by other modules' rules (a sale, a renewal) and by hand in Movimientos.

export interface MovementRecord {
  /** Business date (YYYY-MM-DD). */
  date: string;
  type: MovementType;
  amount: number;
  client: { id: number; name: string } | null;
  service: { id: number; name: string } | null;
  profileId: number | null;
  description: string | null;
  actor: Actor | null;
}

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
  const row = await insertMovement(tx.db, movementRow(record, nowIso(tx.now())));
  await recordAudit(tx, record.actor, auditCreate(row));
  return toMovement(row);
}

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

/**
 * A sale paid on the spot (every sale until a sale can be fiada, docs/decisions/036): what it was
 * paid is its amount, received on its date. A cancelación is paid nothing.
 */
const paidOnTheSpot = (type: MovementType, amount: number) => {
  const paid = type === 'cancelacion' ? 0 : amount;
  return { paid_amount: paid, paid_at_sale: paid };
};

function movementRow(record: MovementRecord, now: string): Insertable<MovementsTable> {
  return {
    ...namesOf(record),
    ...paidOnTheSpot(record.type, record.amount),
    date: record.date,
    type: record.type,
    amount: record.amount,
    profile_id: record.profileId,
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

/** "Venta · Carlos Pérez": its type and whom (or what) it was for. */
const auditLabel = (row: MovementRow) =>
  [MOVEMENT_TYPE_LABELS[row.type], row.client_name ?? row.service_name].filter(Boolean).join(' · ');

/** The entry of one movement; it shows in its client's history when it has one. */
const auditEntry = (row: MovementRow, action: AuditEntry['action'], changes: AuditEntry['changes']) => ({
  entity: 'movement' as const,
  entityId: row.id,
  label: auditLabel(row),
  action,
  clientId: row.client_id,
  changes,
});

const auditCreate = (row: MovementRow) => auditEntry(row, 'create', changesOfCreate(auditFields(row)));

export function createMovement(ctx: AppContext, actor: Actor, input: MovementInput): Promise<Movement> {
  return inTransaction(ctx, async (tx) => {
    const now = nowIso(tx.now());
    const row = await insertMovement(tx.db, {
      ...(await referencesOf(tx, input)),
      ...paidOnTheSpot(input.type, input.amount),
      date: input.date,
      type: input.type,
      amount: input.amount,
      profile_id: null,
      description: input.description,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, actor, auditCreate(row));
    return toMovement(row);
  }).catch(referenceVanished);
}

/**
 * Who recorded it stays; what, when and for whom is what the form sends. A movement moved from one
 * client to another shows in both clients' histories (one line each).
 */
export function editMovement(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: MovementInput,
): Promise<Movement> {
  return inTransaction(ctx, async (tx) => {
    const stored = await findMovement(tx.db, id);
    if (!stored) throw new AppError(404, movementsMessages.notFound);
    const row = await updateMovement(tx.db, id, {
      ...(await referencesOf(tx, input, stored)),
      ...paidOnTheSpot(input.type, input.amount),
      date: input.date,
      type: input.type,
      amount: input.amount,
      description: input.description,
      updated_at: nowIso(tx.now()),
    });
    if (!row) throw new AppError(404, movementsMessages.notFound);
    const changes = changesBetween(auditFields(stored), auditFields(row));
    const entries = [auditEntry(row, 'update', changes)];
    if (stored.client_id !== null && stored.client_id !== row.client_id)
      entries.push({ ...auditEntry(row, 'update', changes), clientId: stored.client_id });
    await recordAudit(tx, actor, entries);
    return toMovement(row);
  }).catch(referenceVanished);
}

export function removeMovement(ctx: AppContext, actor: Actor, id: number) {
  return inTransaction(ctx, async (tx) => {
    const stored = await findMovement(tx.db, id);
    if (!stored) throw new AppError(404, movementsMessages.notFound);
    const result = await deleteMovement(tx.db, id);
    if (Number(result.numDeletedRows) === 0) throw new AppError(404, movementsMessages.notFound);
    await recordAudit(tx, actor, auditEntry(stored, 'delete', changesOfDelete(auditFields(stored))));
  });
}
