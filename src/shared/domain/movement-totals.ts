import { SALE_TYPES, type MovementStats, type MovementType } from '../schemas/movements';

export type MovementTotals = Pick<
  MovementStats,
  | 'totalSales'
  | 'totalIncome'
  | 'avgTicket'
  | 'grossSales'
  | 'cancellations'
  | 'cancelledAmount'
  | 'totalMovements'
> &
  /** Cobrado and Por cobrar: only the server knows them (payments are not on the page). */
  Partial<Pick<MovementStats, 'totalCollected' | 'totalOutstanding'>>;

const isSale = (type: MovementType) => (SALE_TYPES as readonly MovementType[]).includes(type);

/**
 * The stats of a handful of movements by the rule of decision 012 (ventas and renovaciones are
 * sales; a cancelación is no sale and its amount comes off the income). The server counts the
 * whole filtered set in the database; the Movimientos screen uses this only when that call
 * fails, over the page it has loaded (spec section 4), and says so.
 */
export function totalsOf(movements: readonly { type: MovementType; amount: number }[]): MovementTotals {
  let totalSales = 0;
  let grossSales = 0;
  let cancellations = 0;
  let cancelledAmount = 0;
  for (const { type, amount } of movements) {
    if (isSale(type)) {
      totalSales += 1;
      grossSales += amount;
    } else {
      cancellations += 1;
      cancelledAmount += amount;
    }
  }
  return {
    totalSales,
    grossSales,
    cancellations,
    cancelledAmount,
    totalIncome: grossSales - cancelledAmount,
    avgTicket: totalSales === 0 ? 0 : Math.round(grossSales / totalSales),
    totalMovements: movements.length,
  };
}
