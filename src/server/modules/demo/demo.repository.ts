import { sealCredentials } from '../../lib/credentials';
import { sql } from 'kysely';
import type { Db } from '../../app-context';
import type { DialectName } from '../../db/database';

/**
 * The shop's own data, children first: what --force empties, its message templates, reminder
 * log and audit trail included (users, sessions and files stay).
 */
const BUSINESS_TABLES = [
  // The renewal terms point at profiles, movements and the reminder log (decision 038).
  'renewal_outcomes',
  'renewal_outcome_totals',
  'renewal_outcome_month_totals',
  'notification_log_profiles',
  'notification_log',
  'message_templates',
  'audit_log',
  // The Revisión de datos' fixes (decision 053): their audit lines went just above.
  'integrity_fixes',
  // Send runs (decision 052): their items name clients, and a run may name an incident.
  'send_run_items',
  'send_runs',
  // Incidents (decision 050): their profiles and messages first.
  'incident_profiles',
  'incident_clients',
  'incidents',
  'account_hidden',
  // "Ya pagué" (decision 055): reports name payments, medios, portal links and clients.
  'payment_reports',
  // Cobros y cartera (decision 036): applications and payments reference movements and clients.
  'payment_applications',
  'payments',
  'payment_totals',
  'payment_methods',
  'receivable_due_totals',
  // Sales and combos (decisions 042, 044) name movements, profiles, plans and clients.
  'sale_profiles',
  'sales',
  'movement_shares',
  'combo_plans',
  'combos',
  'movements',
  // After movements: on SQLite deleting those already takes their sums out (decision 024).
  'movement_service_totals',
  'movement_client_totals',
  'movement_plan_totals',
  'movement_combo_totals',
  'profiles',
  'accounts',
  // The client portal's links and counters (decision 051): links reference clients.
  'portal_links',
  'portal_throttle',
  'clients',
  // After movements (they name the plan they sold, decision 039).
  'service_plans',
  'services',
] as const;

export interface BusinessRowCounts {
  services: number;
  clients: number;
  accounts: number;
  profiles: number;
  movements: number;
}

export async function countBusinessRows(db: Db): Promise<BusinessRowCounts> {
  const count = async (table: keyof BusinessRowCounts) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    services: await count('services'),
    clients: await count('clients'),
    accounts: await count('accounts'),
    profiles: await count('profiles'),
    movements: await count('movements'),
  };
}

/** Empties the shop's data and restarts its ids, so a forced seed gives the same ids as a fresh one. */
export async function wipeBusinessData(db: Db, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql`truncate table ${sql.join(BUSINESS_TABLES.map((t) => sql.table(t)))} restart identity`.execute(
      db,
    );
    return;
  }
  // Row by row on SQLite, so the triggers keep the FTS5 search index in step.
  for (const table of BUSINESS_TABLES) await db.deleteFrom(table).execute();
  await sql`delete from sqlite_sequence where name in (${sql.join([...BUSINESS_TABLES])})`.execute(db);
}

/**
 * Fresh planner statistics after a bulk load (PostgreSQL's autovacuum would get there later, and
 * never within the loading transaction; ANALYZE there counts that transaction's own rows). Only
 * the business tables: inside a transaction each table analyzed stays locked against schema
 * changes until the commit, and a bare ANALYZE would take every table of the database with it.
 */
export async function analyzeAfterLoad(db: Db, dialect: DialectName) {
  if (dialect === 'postgres')
    await sql`analyze ${sql.join(BUSINESS_TABLES.map((table) => sql.table(table)))}`.execute(db);
}

/**
 * A profile given the bad data the demo's --with-problems plants (docs/decisions/053): written
 * as is, past every rule a service keeps, with its PIN sealed as the repositories store it.
 */
export const writeBadProfile = (
  db: Db,
  id: number,
  changes: {
    status?: 'libre' | 'ocupado' | 'expirado';
    client_id?: number | null;
    pin?: string | null;
    expiry_date?: string | null;
    custom_price?: number | null;
  },
) => db.updateTable('profiles').set(sealCredentials(changes)).where('id', '=', id).execute();

/** Free profiles added to an account past its service's maximum. */
export async function addSurplusProfiles(
  db: Db,
  accountId: number,
  from: number,
  count: number,
  now: string,
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    account_id: accountId,
    position: from + i,
    name: `Perfil ${from + i + 1}`,
    status: 'libre' as const,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('profiles').values(rows).execute();
}
