import { dueDateOf } from '#shared/domain/cartera';
import { carteraMessages } from '#shared/messages/cartera';
import type { TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../identity/actor';
import { findSaleRow, setSaleState } from './balance.repository';
import { appliedToSale, lockClient, trimApplications } from './client-balance.service';
import { recordCreditNote } from './payment.service';

// A cancelación that names the sale it takes back (docs/decisions/036): the sale becomes anulado,
// the payments applied to it get their money back (saldo a favor), and what it had been paid on
// the spot becomes a credit note for the client. The caller holds the client's lock and settles.

const m = carteraMessages;
const isSale = (type: string) => type === 'venta' || type === 'renovacion';

/** The sale a cancelación names, checked: 400 unknown, not a sale, another client's; 409 already. */
export async function saleToCancel(tx: TxContext, saleId: number, clientId: number | null) {
  const sale = await findSaleRow(tx.db, saleId);
  if (!sale) throw new AppError(400, m.saleNotFound);
  if (!isSale(sale.type)) throw new AppError(400, m.notASale);
  if (sale.client_id !== clientId) throw new AppError(400, m.saleOfOtherClient);
  if (sale.payment_status === 'anulado') throw new AppError(409, m.saleAlreadyCancelled);
  return sale;
}

/** Takes the sale back: anulado, applications undone, money paid on the spot to a credit note. */
export async function cancelSale(
  tx: TxContext,
  actor: Actor | null,
  saleId: number,
  cancellation: { clientId: number | null; date: string },
) {
  const sale = await saleToCancel(tx, saleId, cancellation.clientId);
  const client = sale.client_id === null ? null : await lockClient(tx, sale.client_id);
  const applied = await appliedToSale(tx, sale.id);
  await trimApplications(tx, sale.id, 0);
  const onTheSpot = Number(sale.paid_amount) - applied;
  await setSaleState(tx.db, sale.id, { payment_status: 'anulado', paid_amount: 0 });
  if (client && onTheSpot > 0)
    await recordCreditNote(tx, actor, {
      client,
      amount: onTheSpot,
      date: cancellation.date,
      saleId: sale.id,
    });
}

/**
 * A cancelación deleted, or no longer naming the sale: the sale owes again (its client's saldo a
 * favor, the credit note among it, pays it at the next settle). A sale with no client is back to
 * paid on the spot.
 */
export async function restoreSale(tx: TxContext, saleId: number) {
  const sale = await findSaleRow(tx.db, saleId);
  if (!sale || sale.payment_status !== 'anulado' || !isSale(sale.type)) return;
  const client = sale.client_id === null ? null : await lockClient(tx, sale.client_id);
  if (!client) {
    await setSaleState(tx.db, sale.id, { payment_status: 'pagado', paid_amount: Number(sale.amount) });
    return;
  }
  await setSaleState(tx.db, sale.id, {
    payment_status: 'pendiente',
    paid_amount: 0,
    due_date: sale.due_date ?? dueDateOf(sale.date, client.creditDays),
  });
}
