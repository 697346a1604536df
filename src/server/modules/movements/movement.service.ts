import type { Insertable, Selectable } from 'kysely';
import type { Movement, MovementType } from '#shared/schemas/movements';
import type { TxContext } from '../../app-context';
import type { MovementsTable } from '../../db/schema';
import { nowIso, toIso } from '../../lib/time';
import { insertMovement, insertMovements } from './movement.repository';

// Movements recorded by other modules' rules (a sale, a renewal). The Movimientos section adds
// its list, stats and form here later.

export interface MovementRecord {
  /** Business date (YYYY-MM-DD). */
  date: string;
  type: MovementType;
  amount: number;
  client: { id: number; name: string } | null;
  service: { id: number; name: string } | null;
  profileId: number | null;
  description: string | null;
  actor: { id: number; name: string } | null;
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

/**
 * Records a movement inside the caller's transaction (a TxContext: a movement is always part of
 * a larger change that must commit with it). Names are copied so history survives deletions.
 */
export async function recordMovement(tx: TxContext, record: MovementRecord): Promise<Movement> {
  return toMovement(await insertMovement(tx.db, movementRow(record, nowIso(tx.now()))));
}

/**
 * Movements of the past, recorded when they happened (the demo data's year of sales): the same
 * row as recordMovement, stamped with their own time instead of now.
 */
export async function importMovements(tx: TxContext, records: (MovementRecord & { createdAt: string })[]) {
  await insertMovements(
    tx.db,
    records.map((record) => movementRow(record, record.createdAt)),
  );
}

function movementRow(record: MovementRecord, now: string): Insertable<MovementsTable> {
  return {
    date: record.date,
    type: record.type,
    amount: record.amount,
    client_id: record.client?.id ?? null,
    client_name: record.client?.name ?? null,
    service_id: record.service?.id ?? null,
    service_name: record.service?.name ?? null,
    profile_id: record.profileId,
    description: record.description,
    created_by: record.actor?.id ?? null,
    created_by_name: record.actor?.name ?? null,
    created_at: now,
    updated_at: now,
  };
}
