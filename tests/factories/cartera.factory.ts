import { sql } from 'kysely';
import type { Db } from '../../src/server/app-context';
import { insertMovement, type MovementOverrides } from './movement.factory';

// Cartera rows that keep decision 036's invariants, for the read tests (the cartera, the
// statement) without the write services: sales (fiada or paid on the spot), payments, voids and
// cancelaciones, then `settleRows` applies the live payments to the fiada sales oldest first and
// rewrites the kept balances from the raw rows, as the server's settle step does.

const stamp = () => new Date().toISOString();

/** A fiada sale (pendiente, due on dueDate) or one paid on the spot (dueDate null). */
export async function insertSale(
  db: Db,
  client: { id: number; name: string },
  { dueDate = null, ...overrides }: MovementOverrides & { dueDate?: string | null } = {},
) {
  const amount = Number(overrides.amount ?? 15000);
  return insertMovement(db, {
    client_id: client.id,
    client_name: client.name,
    service_name: 'Netflix',
    ...overrides,
    amount,
    payment_status: dueDate === null ? 'pagado' : 'pendiente',
    due_date: dueDate,
    paid_amount: dueDate === null ? amount : 0,
  });
}

export async function insertPayment(
  db: Db,
  client: { id: number; name: string },
  {
    amount,
    date,
    origin = 'abono',
    sourceMovementId = null,
    reference = null,
  }: {
    amount: number;
    date: string;
    origin?: 'abono' | 'nota_credito';
    sourceMovementId?: number | null;
    reference?: string | null;
  },
) {
  return db
    .insertInto('payments')
    .values({
      client_id: client.id,
      client_name: client.name,
      origin,
      amount,
      method_id: null,
      method_name: origin === 'abono' ? 'Nequi' : null,
      method_kind: origin === 'abono' ? 'nequi' : null,
      reference,
      date,
      note: null,
      source_movement_id: sourceMovementId,
      created_by: null,
      created_by_name: null,
      created_at: stamp(),
      updated_at: stamp(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const voidPayment = (db: Db, id: number, reason = 'Error') =>
  db
    .updateTable('payments')
    .set({ voided_at: stamp(), void_reason: reason, applied: 0 })
    .where('id', '=', id)
    .execute();

/**
 * A cancelación of a sale: the sale becomes anulado; what it was paid on the spot becomes a
 * nota crédito (saldo a favor).
 */
export async function cancelSale(
  db: Db,
  client: { id: number; name: string },
  sale: { id: number; amount: number | string; due_date: string | null },
  date: string,
) {
  const cancel = await insertMovement(db, {
    type: 'cancelacion',
    date,
    amount: Number(sale.amount),
    client_id: client.id,
    client_name: client.name,
    service_name: 'Netflix',
    cancels_movement_id: sale.id,
  });
  await db.deleteFrom('payment_applications').where('movement_id', '=', sale.id).execute();
  await db
    .updateTable('movements')
    .set({ payment_status: 'anulado', paid_amount: 0 })
    .where('id', '=', sale.id)
    .execute();
  if (sale.due_date === null)
    await insertPayment(db, client, {
      amount: Number(sale.amount),
      date,
      origin: 'nota_credito',
      sourceMovementId: sale.id,
    });
  return cancel;
}

/**
 * Applies the client's live payments (oldest first) to their fiada sales (oldest first, by date
 * then id) from scratch, then rewrites owed, credit, oldest_due_date and receivable_due_totals.
 */
export async function settleRows(db: Db, clientId: number) {
  const sales = await db
    .selectFrom('movements')
    .select(['id', 'amount', 'due_date'])
    .where('client_id', '=', clientId)
    .where('type', 'in', ['venta', 'renovacion'])
    .where('due_date', 'is not', null)
    .where('payment_status', '!=', 'anulado')
    .orderBy('date')
    .orderBy('id')
    .execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'amount'])
    .where('client_id', '=', clientId)
    .where('voided_at', 'is', null)
    .orderBy('id')
    .execute();
  const saleIds = sales.map((s) => s.id);
  if (saleIds.length > 0)
    await db.deleteFrom('payment_applications').where('movement_id', 'in', saleIds).execute();
  const left = payments.map((p) => ({ id: p.id, rest: Number(p.amount), applied: 0 }));
  let owed = 0;
  let oldest: string | null = null;
  for (const sale of sales) {
    let due = Number(sale.amount);
    for (const p of left) {
      if (due === 0) break;
      const share = Math.min(due, p.rest);
      if (share === 0) continue;
      p.rest -= share;
      p.applied += share;
      due -= share;
      await db
        .insertInto('payment_applications')
        .values({ payment_id: p.id, movement_id: sale.id, amount: share, created_at: stamp() })
        .execute();
    }
    await db
      .updateTable('movements')
      .set({ paid_amount: Number(sale.amount) - due, payment_status: due > 0 ? 'pendiente' : 'pagado' })
      .where('id', '=', sale.id)
      .execute();
    owed += due;
    if (due > 0 && (oldest === null || sale.due_date! < oldest)) oldest = sale.due_date;
  }
  for (const p of left)
    await db.updateTable('payments').set({ applied: p.applied }).where('id', '=', p.id).execute();
  const credit = left.reduce((sum, p) => sum + p.rest, 0);
  await db
    .updateTable('clients')
    .set({ owed, credit, oldest_due_date: oldest })
    .where('id', '=', clientId)
    .execute();
  await db.deleteFrom('receivable_due_totals').execute();
  await sql`insert into receivable_due_totals (due_date, owed)
    select due_date, sum(amount - paid_amount) from movements
    where payment_status = 'pendiente' group by due_date`.execute(db);
}
