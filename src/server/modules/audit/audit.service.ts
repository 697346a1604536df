import type { Selectable } from 'kysely';
import type { AuditAction, AuditChange, AuditEntity } from '#shared/domain/audit';
import { businessToday } from '#shared/domain/business-time';
import type { AuditEvent, AuditPage, AuditQuery } from '#shared/schemas/audit';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type { AppContext } from '../../app-context';
import type { AuditLogTable } from '../../db/schema';
import { nowIso, toIso } from '../../lib/time';
import type { Actor } from '../../identity/actor';
import { countAuditRows, insertAuditRows, listAuditRows, type AuditFilter } from './audit.repository';

// The audit trail (issue 15, docs/decisions/023). Every service that changes an account,
// profile, client, service, movement, template or user calls recordAudit with the transaction
// that makes the change, so the change and its line in the trail commit together or not at all.

/** One change as a service describes it; changes come from changesBetween / changesOfCreate / … */
export interface AuditEntry {
  entity: AuditEntity;
  entityId: number | null;
  /** What the entity is called now (its label survives its deletion). */
  label: string | null;
  action: AuditAction;
  /** The account a profile or account change belongs to: it shows in that account's history. */
  accountId?: number | null;
  /** The client it concerns: it shows in that client's history. */
  clientId?: number | null;
  changes?: AuditChange[];
  note?: string | null;
  /** Who did it when no staff member did (actor null), e.g. the client through their portal. */
  byName?: string;
  /** The incident that wrote it (docs/decisions/050). */
  incidentId?: number | null;
  /** The Revisión de datos fix that wrote it (docs/decisions/053). */
  integrityFixId?: number | null;
}

/**
 * Records entries made by `actor` (null: the system, e.g. a scheduled job) at the context's
 * clock. An edit that changed nothing and says nothing is not recorded.
 */
export async function recordAudit(ctx: AppContext, actor: Actor | null, entries: AuditEntry | AuditEntry[]) {
  const now = ctx.now();
  await recordPastAudit(
    ctx,
    (Array.isArray(entries) ? entries : [entries]).map((e) => ({ ...e, actor, at: now })),
  );
}

/** An entry of the past: who made it and when (a demo shop's year of history). */
export interface PastAuditEntry extends AuditEntry {
  actor: Actor | null;
  at: Date;
}

/**
 * Entries with their own actor and moment, many per statement; ids follow the order given, so
 * give them oldest first (every list reads newest first by id). Same rules as recordAudit.
 */
export async function recordPastAudit(ctx: AppContext, entries: PastAuditEntry[]) {
  const list = entries.filter((e) => e.action !== 'update' || (e.changes?.length ?? 0) > 0 || e.note);
  if (list.length === 0) return;
  await insertAuditRows(
    ctx.db,
    list.map((e) => ({
      created_at: nowIso(e.at),
      day: businessToday(e.at, ctx.config.TZ_APP),
      user_id: e.actor?.id ?? null,
      user_name: e.actor?.name ?? e.byName ?? null,
      entity: e.entity,
      entity_id: e.entityId,
      entity_label: e.label,
      action: e.action,
      account_id: e.accountId ?? null,
      client_id: e.clientId ?? null,
      changes: JSON.stringify(e.changes ?? []),
      note: e.note ?? null,
      incident_id: e.incidentId ?? null,
      integrity_fix_id: e.integrityFixId ?? null,
    })),
  );
}

export const toAuditEvent = (row: Selectable<AuditLogTable>): AuditEvent => ({
  id: row.id,
  createdAt: toIso(row.created_at),
  userId: row.user_id,
  userName: row.user_name,
  entity: row.entity,
  entityId: row.entity_id,
  entityLabel: row.entity_label,
  action: row.action,
  accountId: row.account_id,
  clientId: row.client_id,
  changes: JSON.parse(row.changes) as AuditChange[],
  note: row.note,
});

async function pageOf(
  ctx: AppContext,
  filter: AuditFilter,
  { page, limit }: PaginationQuery,
): Promise<AuditPage> {
  const [rows, total] = await Promise.all([
    listAuditRows(ctx.db, filter, limit, (page - 1) * limit),
    countAuditRows(ctx.db, filter),
  ]);
  return { events: rows.map(toAuditEvent), pagination: buildPagination(page, limit, total) };
}

/** GET /api/audit (admins): the whole trail, narrowed by the query's filters. */
export function listAudit(ctx: AppContext, { page, limit, ...filter }: AuditQuery) {
  return pageOf(ctx, filter, { page, limit });
}

/** One account's history: its own changes and its profiles'. Callers check the account is visible. */
export const accountAuditHistory = (ctx: AppContext, accountId: number, page: PaginationQuery) =>
  pageOf(ctx, { accountId }, page);

/**
 * One client's history: their own changes, the profiles sold to them and their movements. Staff
 * who may not open Movimientos get it without the movements (amounts and descriptions are
 * Movimientos' to show, CONTRACT permissions).
 */
export const clientAuditHistory = (
  ctx: AppContext,
  clientId: number,
  page: PaginationQuery,
  { withMovements }: { withMovements: boolean },
) => pageOf(ctx, withMovements ? { clientId } : { clientId, exceptEntity: 'movement' }, page);

/**
 * The client's newest entry of this kind (their last profile released, say), or undefined: their
 * rows newest first on the (client_id, id) index, so it reads only that client's trail.
 */
export async function lastClientEntry(
  ctx: AppContext,
  clientId: number,
  kind: { entity: AuditEntity; action: AuditAction },
) {
  const [row] = await listAuditRows(ctx.db, { clientId, ...kind }, 1, 0);
  return row;
}
