import type { Db } from '../../../app-context';

// A client's estado de cuenta reads that client's rows only: their sales and cancelaciones
// (movements_client_id_idx), what was applied to each sale (payment_applications_movement_idx)
// and their payments (payments_client_idx).

export const findStatementClient = (db: Db, id: number) =>
  db
    .selectFrom('clients')
    .select(['id', 'name', 'phone', 'owed', 'credit'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The client's sales with the sum of the payments applied to each. */
export const listClientSales = (db: Db, clientId: number) =>
  db
    .selectFrom('movements')
    .select([
      'movements.id',
      'movements.date',
      'movements.type',
      'movements.amount',
      'movements.payment_status',
      'movements.paid_amount',
      'movements.service_name',
      'movements.description',
      'movements.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('payment_applications')
        .select((e) => e.fn.sum<number | string | null>('payment_applications.amount').as('n'))
        .whereRef('payment_applications.movement_id', '=', 'movements.id')
        .as('applied'),
    )
    .where('movements.client_id', '=', clientId)
    .where('movements.type', 'in', ['venta', 'renovacion'])
    .orderBy('movements.date')
    .orderBy('movements.id')
    .execute();

/** The client's cancelaciones that take a sale back. */
export const listClientCancellations = (db: Db, clientId: number) =>
  db
    .selectFrom('movements')
    .select(['id', 'date', 'cancels_movement_id', 'created_at'])
    .where('client_id', '=', clientId)
    .where('type', '=', 'cancelacion')
    .where('cancels_movement_id', 'is not', null)
    .execute();

export const listClientPayments = (db: Db, clientId: number) =>
  db
    .selectFrom('payments')
    .select([
      'id',
      'origin',
      'amount',
      'method_name',
      'reference',
      'date',
      'note',
      'source_movement_id',
      'voided_at',
      'void_reason',
      'created_at',
    ])
    .where('client_id', '=', clientId)
    .orderBy('date')
    .orderBy('id')
    .execute();
