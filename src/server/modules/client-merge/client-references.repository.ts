import { sql } from 'kysely';
import type { Tx } from '../../app-context';

// Every table with a client_id column, and how its rows follow the kept client when clients are
// merged (issue 26 item 5, docs/decisions/054). client-references.test.ts reads the database's
// columns and fails when a table with a client_id column is missing here: a new table that
// refers to clients must say how it merges.

export interface MergeStep {
  keepId: number;
  mergeIds: number[];
  /** The transaction's clock, ISO. */
  now: string;
}

export interface ClientReference {
  table: string;
  /**
   * 'move': its rows are re-pointed to the kept client by `move` (or a plain update of
   * client_id when none is given). 'derived': the database keeps it from another table's rows
   * (triggers), so moving that table moves it; the merge writes nothing to it.
   */
  how: 'move' | 'derived';
  /** Whether the merge dialog lists it in the summary of what moves. */
  shown: boolean;
  move?: (db: Tx, step: MergeStep) => Promise<unknown>;
}

const ids = (list: number[]) => sql.join(list.map((id) => sql`${id}`));

/** update <table> set client_id = keep where client_id in (merged). */
export const repoint = (db: Tx, table: string, { keepId, mergeIds }: MergeStep, extra = sql``) =>
  sql`update ${sql.table(table)} set client_id = ${keepId} ${extra}
    where client_id in (${ids(mergeIds)})`.execute(db);

/**
 * repoint for a table that holds a client once per `key` (an incident, a run): where the kept
 * client (or a merged one with a lower id) already has the key's row, the others' rows go first.
 */
async function repointOncePer(db: Tx, table: string, key: string, step: MergeStep) {
  const { keepId, mergeIds } = step;
  const t = sql.table(table);
  await sql`delete from ${t}
    where client_id in (${ids(mergeIds)})
      and exists (select 1 from ${t} k
        where k.${sql.ref(key)} = ${t}.${sql.ref(key)}
          and (k.client_id = ${keepId}
            or (k.client_id in (${ids(mergeIds)}) and k.client_id < ${t}.client_id)))`.execute(db);
  await repoint(db, table, step);
}

export const CLIENT_REFERENCES: readonly ClientReference[] = [
  // A stale edit of a moved profile must not write the merged (deleted) client back: version moves.
  {
    table: 'profiles',
    how: 'move',
    shown: true,
    move: (db, step) => repoint(db, 'profiles', step, sql`, version = version + 1`),
  },
  // client_name stays: old movements keep the name they were recorded with. The triggers move
  // their sums in movement_client_totals to the kept id, still under that recorded name.
  { table: 'movements', how: 'move', shown: true },
  { table: 'movement_client_totals', how: 'derived', shown: false },
  { table: 'sales', how: 'move', shown: true },
  // Payments and their applications: the kept client's balance is settled again afterwards.
  { table: 'payments', how: 'move', shown: true },
  // "Ya pagué" reports (docs/decisions/055): pending ones are confirmed for the kept client.
  { table: 'payment_reports', how: 'move', shown: true },
  { table: 'renewal_outcomes', how: 'move', shown: true },
  { table: 'notification_log', how: 'move', shown: true },
  { table: 'incident_profiles', how: 'move', shown: true },
  // One compensación message per client and incident (its primary key): where the kept client
  // (or a merged one with a lower id) already has the incident's row, the others' go.
  {
    table: 'incident_clients',
    how: 'move',
    shown: true,
    move: (db, step) => repointOncePer(db, 'incident_clients', 'incident_id', step),
  },
  // The merged clients' links stop working (revoked now); the kept client's link stays live.
  {
    table: 'portal_links',
    how: 'move',
    shown: true,
    move: async (db, step) => {
      await sql`update portal_links set revoked_at = ${step.now}
        where client_id in (${ids(step.mergeIds)}) and revoked_at is null`.execute(db);
      await repoint(db, 'portal_links', step);
    },
  },
  // A send run hands out each client once: where the run already has the kept client (or a merged
  // one with a lower id), the others' items go, so the kept client is not written to twice.
  {
    table: 'send_run_items',
    how: 'move',
    shown: false,
    move: (db, step) => repointOncePer(db, 'send_run_items', 'run_id', step),
  },
  // Their trail joins the kept client's history (no foreign key: the lines name who they were).
  { table: 'audit_log', how: 'move', shown: true },
];

/** How many rows of each shown table refer to the merged clients. */
export async function countReferences(db: Tx, mergeIds: number[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const ref of CLIENT_REFERENCES.filter((r) => r.shown)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(ref.table)}
      where client_id in (${ids(mergeIds)})`.execute(db);
    counts[ref.table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Re-points every table's rows from the merged clients to the kept one, in registry order. */
export async function moveReferences(db: Tx, step: MergeStep) {
  for (const ref of CLIENT_REFERENCES) {
    if (ref.how === 'derived') continue;
    if (ref.move) await ref.move(db, step);
    else await repoint(db, ref.table, step);
  }
}
