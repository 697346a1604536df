import type { AuditChange } from '../../src/shared/domain/audit';
import type { Db } from '../../src/server/app-context';

/** The audit_log rows (newest first), optionally only those matching `filter`, changes parsed. */
export async function auditRows(
  database: { db: Db },
  filter: {
    entity?: string;
    entity_id?: number;
    action?: string;
    client_id?: number;
    account_id?: number;
  } = {},
) {
  let query = database.db.selectFrom('audit_log').selectAll();
  for (const [column, value] of Object.entries(filter))
    if (value !== undefined) query = query.where(column as never, '=', value as never);
  const rows = await query.orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as AuditChange[] }));
}
