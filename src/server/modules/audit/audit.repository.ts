import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { AuditAction, AuditEntity } from '#shared/domain/audit';
import type { Db } from '../../app-context';
import type { AuditLogTable, Database } from '../../db/schema';
import { chunks, rowsPerInsert } from '../../lib/chunks';

/** Many rows, a few thousand per statement; ids follow the order given. */
export async function insertAuditRows(db: Db, rows: Insertable<AuditLogTable>[]) {
  for (const slice of chunks(rows, rowsPerInsert(14)))
    await db.insertInto('audit_log').values(slice).execute();
}

/** What a list of the trail is narrowed to; from/to are business dates, both included. */
export interface AuditFilter {
  entity?: AuditEntity;
  entityId?: number;
  action?: AuditAction;
  userId?: number;
  from?: string;
  to?: string;
  accountId?: number;
  clientId?: number;
  /** Leaves one kind of entity out (a client's history without movements, for staff without Movimientos). */
  exceptEntity?: AuditEntity;
}

function filtered<O>(query: SelectQueryBuilder<Database, 'audit_log', O>, f: AuditFilter) {
  let q = query;
  if (f.entity !== undefined) q = q.where('entity', '=', f.entity);
  if (f.entityId !== undefined) q = q.where('entity_id', '=', f.entityId);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.from !== undefined) q = q.where('day', '>=', f.from);
  if (f.to !== undefined) q = q.where('day', '<=', f.to);
  if (f.accountId !== undefined) q = q.where('account_id', '=', f.accountId);
  if (f.clientId !== undefined) q = q.where('client_id', '=', f.clientId);
  if (f.exceptEntity !== undefined) q = q.where('entity', '!=', f.exceptEntity);
  return q;
}

/** Newest first; id breaks ties between the rows of one transaction. */
export const listAuditRows = (db: Db, filter: AuditFilter, limit: number, offset: number) =>
  filtered(db.selectFrom('audit_log').selectAll(), filter)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countAuditRows(db: Db, filter: AuditFilter) {
  const row = await filtered(
    db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}
