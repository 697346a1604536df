import { splitInProportion } from '#shared/domain/price-split';
import type { TxContext } from '../../app-context';
import { findMovement } from './movement.repository';

// A movement's amount split by service for the stats (docs/decisions/044): a combo's venta or
// renovacion, and a cancelación of one. The shares are whole pesos adding up to the movement's
// amount, in proportion to their weights (the plans' prices); the triggers of migration
// 20261130001300 move them in movement_service_totals from the movement's own key to each
// service. They are always written whole: an edit of the movement rewrites them.

export interface SharePart {
  serviceId: number | null;
  serviceName: string | null;
  /** The plan's price: what the movement's amount is split in proportion to. */
  weight: number;
}

const sharesOf = (tx: TxContext, movementId: number) =>
  tx.db
    .selectFrom('movement_shares')
    .select(['service_id', 'service_name', 'weight'])
    .where('movement_id', '=', movementId)
    .orderBy('position')
    .execute();

/** The movement's shares, by service (what a sale's answer or a test reads). */
export const movementShares = (tx: TxContext, movementId: number) =>
  tx.db
    .selectFrom('movement_shares')
    .select(['service_id', 'service_name', 'amount'])
    .where('movement_id', '=', movementId)
    .orderBy('position')
    .execute();

/** Replaces the movement's shares by `parts` (none: the movement counts whole under its service). */
export async function writeShares(tx: TxContext, movementId: number, parts: SharePart[]) {
  await tx.db.deleteFrom('movement_shares').where('movement_id', '=', movementId).execute();
  if (parts.length === 0) return;
  const movement = await findMovement(tx.db, movementId);
  if (!movement) return;
  const amounts = splitInProportion(
    Number(movement.amount),
    parts.map((p) => p.weight),
  );
  await tx.db
    .insertInto('movement_shares')
    .values(
      parts.map((part, position) => ({
        movement_id: movementId,
        position,
        date: movement.date,
        type: movement.type,
        service_id: part.serviceId,
        service_name: part.serviceName,
        weight: part.weight,
        movements: position === 0 ? 1 : 0,
        amount: amounts[position]!,
        from_service_id: movement.service_id ?? 0,
        from_service_name: movement.service_name ?? '',
      })),
    )
    .execute();
}

/**
 * After Movimientos writes a movement: a split movement's shares follow its new date, type,
 * amount and service; a cancelación of a split sale is split as that sale is (and no longer when
 * it names another sale).
 */
export async function syncShares(tx: TxContext, movementId: number) {
  const movement = await findMovement(tx.db, movementId);
  if (!movement) return;
  const source =
    movement.type === 'cancelacion' && movement.cancels_movement_id !== null
      ? movement.cancels_movement_id
      : movementId;
  const own = source === movementId ? null : await sharesOf(tx, movementId);
  const parts = await sharesOf(tx, source);
  if (parts.length === 0 && own !== null && own.length === 0) return;
  if (parts.length === 0 && own === null) return;
  await writeShares(
    tx,
    movementId,
    parts.map((p) => ({ serviceId: p.service_id, serviceName: p.service_name, weight: Number(p.weight) })),
  );
}
