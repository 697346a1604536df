import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../app-context';
import type { PaymentsTable } from '../../db/schema';

// Payments (abonos and notas crédito) and their applications (docs/decisions/036).

export interface PaymentScope {
  clientId?: number;
  methodId?: number;
  from?: string | null;
  to?: string | null;
}

const scoped = (db: Db, s: PaymentScope) =>
  db
    .selectFrom('payments')
    .$if(s.clientId !== undefined, (qb) => qb.where('client_id', '=', s.clientId!))
    .$if(s.methodId !== undefined, (qb) => qb.where('method_id', '=', s.methodId!))
    .$if(Boolean(s.from), (qb) => qb.where('date', '>=', s.from!))
    .$if(Boolean(s.to), (qb) => qb.where('date', '<=', s.to!));

/** Newest first (date, then id), one page: payments_client_idx, payments_method_idx or payments_date_idx. */
export const listPaymentPage = (db: Db, s: PaymentScope, limit: number, offset: number) =>
  scoped(db, s)
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countPayments(db: Db, s: PaymentScope) {
  const row = await scoped(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findPayment = (db: Db, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();

export const insertPayment = (db: Db, row: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePayment = (db: Db, id: number, changes: Updateable<PaymentsTable>) =>
  db.updateTable('payments').set(changes).where('id', '=', id).execute();

/** The applications of some payments, oldest first. */
export const applicationsOfPayments = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('payment_applications')
        .select(['payment_id', 'movement_id', 'amount'])
        .where('payment_id', 'in', ids)
        .orderBy('id')
        .execute();

export const findMethod = (db: Db, id: number) =>
  db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'kind', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();

/** A client's name (a payment copies it, so history survives the client's deletion). */
export const findClientName = (db: Db, id: number) =>
  db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
