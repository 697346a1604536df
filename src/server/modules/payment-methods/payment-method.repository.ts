import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../app-context';
import type { PaymentMethodsTable } from '../../db/schema';

// The shop's medios de pago (issue 24): a handful of rows, always read whole, in their order.

/** Every method (or only the active ones), by position then id. */
export const listPaymentMethodRows = (db: Db, { activeOnly = false } = {}) =>
  db
    .selectFrom('payment_methods')
    .selectAll()
    .$if(activeOnly, (qb) => qb.where('active', '=', 1))
    .orderBy('position')
    .orderBy('id')
    .execute();

export const findPaymentMethodRow = (db: Db, id: number) =>
  db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();

export async function maxPaymentMethodPosition(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? null : Number(row.max);
}

export const insertPaymentMethod = (db: Db, row: Insertable<PaymentMethodsTable>) =>
  db.insertInto('payment_methods').values(row).returning('id').executeTakeFirstOrThrow();

export const updatePaymentMethod = (db: Db, id: number, changes: Updateable<PaymentMethodsTable>) =>
  db.updateTable('payment_methods').set(changes).where('id', '=', id).executeTakeFirst();

export const setPaymentMethodPosition = (db: Db, id: number, position: number) =>
  db.updateTable('payment_methods').set({ position }).where('id', '=', id).execute();

/**
 * Deletes a method. Payments that used it keep its name and kind (they were copied when the
 * payment was recorded) and lose only the link: the foreign key is ON DELETE SET NULL.
 */
export const deletePaymentMethod = (db: Db, id: number) =>
  db.deleteFrom('payment_methods').where('id', '=', id).executeTakeFirst();

/** How many payments name the method (the answer to a delete says it). */
export async function countPaymentsWithMethod(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('method_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
