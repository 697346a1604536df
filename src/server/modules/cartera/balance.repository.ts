import { sql } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { DialectName } from '../../db/database';

// The rows a client's balance is made of (docs/decisions/036): their pending sales, their live
// payments with money left, the applications between them, the kept balance on `clients` and the
// due-date totals. Cartera reads the movements table directly (it may not import the movements
// module, which imports it).

/** The client's terms and kept balance, locked until the transaction ends (PostgreSQL). */
export async function lockClientRow(tx: Tx, dialect: DialectName, id: number) {
  const query = tx
    .selectFrom('clients')
    .select([
      'id',
      'name',
      'type',
      'payment_terms',
      'credit_limit',
      'credit_days',
      'owed',
      'credit',
      'oldest_due_date',
    ])
    .where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** A client's pendiente sales, oldest first (date, then id): movements_pending_client_idx. */
export const pendingSales = (db: Db, clientId: number) =>
  db
    .selectFrom('movements')
    .select(['id', 'date', 'amount', 'paid_amount', 'due_date'])
    .where('client_id', '=', clientId)
    .where('payment_status', '=', 'pendiente')
    .orderBy('date')
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        date: r.date,
        dueDate: r.due_date,
        amount: Number(r.amount),
        paidAmount: Number(r.paid_amount),
      })),
    );

/** A client's live payments with money not yet applied, oldest first: payments_unapplied_idx. */
export const unappliedPayments = (db: Db, clientId: number) =>
  db
    .selectFrom('payments')
    .select(['id', 'amount', 'applied'])
    .where('client_id', '=', clientId)
    .where('voided_at', 'is', null)
    .where(sql<boolean>`applied < amount`)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ id: r.id, amount: Number(r.amount), applied: Number(r.applied) })));

const CHUNK = 500;

/** Many applications at once, in the order given (their ids follow it), a chunk at a time. */
export async function insertApplications(
  db: Db,
  rows: { payment_id: number; movement_id: number; amount: number }[],
  now: string,
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('payment_applications')
      .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, created_at: now })))
      .execute();
}

/** Adds the same `delta` to the paid_amount of several sales and sets their status. */
export async function bumpSalesPaid(db: Db, ids: number[], delta: number, status: 'pagado' | 'pendiente') {
  for (let i = 0; i < ids.length; i += CHUNK)
    await db
      .updateTable('movements')
      .set({ paid_amount: sql`paid_amount + ${delta}`, payment_status: status })
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
}

/** Adds `delta` (may be negative) to a sale's paid_amount and sets its status. */
export const bumpSalePaid = (db: Db, id: number, delta: number, status: 'pagado' | 'pendiente') =>
  db
    .updateTable('movements')
    .set({ paid_amount: sql`paid_amount + ${delta}`, payment_status: status })
    .where('id', '=', id)
    .execute();

/** Adds `delta` (may be negative) to a payment's applied. */
export const bumpPaymentApplied = (db: Db, id: number, delta: number) =>
  db
    .updateTable('payments')
    .set({ applied: sql`applied + ${delta}` })
    .where('id', '=', id)
    .execute();

export interface ApplicationRow {
  id: number;
  paymentId: number;
  movementId: number;
  amount: number;
}

const toApplication = (r: {
  id: number;
  payment_id: number;
  movement_id: number;
  amount: number | string;
}) => ({
  id: r.id,
  paymentId: r.payment_id,
  movementId: r.movement_id,
  amount: Number(r.amount),
});

/** A sale's applications, newest first. */
export const applicationsOfSale = (db: Db, movementId: number): Promise<ApplicationRow[]> =>
  db
    .selectFrom('payment_applications')
    .selectAll()
    .where('movement_id', '=', movementId)
    .orderBy('id', 'desc')
    .execute()
    .then((rows) => rows.map(toApplication));

/** A payment's applications, oldest first. */
export const applicationsOfPayment = (db: Db, paymentId: number): Promise<ApplicationRow[]> =>
  db
    .selectFrom('payment_applications')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(toApplication));

export const deleteApplication = (db: Db, id: number) =>
  db.deleteFrom('payment_applications').where('id', '=', id).execute();

export const updateApplicationAmount = (db: Db, id: number, amount: number) =>
  db.updateTable('payment_applications').set({ amount }).where('id', '=', id).execute();

/** What the client's pendiente sales owe, per due date. */
export async function owedByDueDate(db: Db, clientId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('movements')
    .select(['due_date', sql<number | string>`sum(amount - paid_amount)`.as('owed')])
    .where('client_id', '=', clientId)
    .where('payment_status', '=', 'pendiente')
    .groupBy('due_date')
    .execute();
  const byDate = new Map<string, number>();
  for (const row of rows) {
    const owed = Number(row.owed);
    if (row.due_date !== null && owed !== 0) byDate.set(row.due_date, owed);
  }
  return byDate;
}

/** The saldo a favor: the unapplied part of the client's live payments. */
export async function unappliedTotal(db: Db, clientId: number) {
  const row = await db
    .selectFrom('payments')
    .select(sql<number | string>`coalesce(sum(amount - applied), 0)`.as('credit'))
    .where('client_id', '=', clientId)
    .where('voided_at', 'is', null)
    .where(sql<boolean>`applied < amount`)
    .executeTakeFirstOrThrow();
  return Number(row.credit);
}

export const writeClientBalance = (
  db: Db,
  clientId: number,
  balance: { owed: number; credit: number; oldestDueDate: string | null; overdue: boolean },
) =>
  db
    .updateTable('clients')
    .set({
      owed: balance.owed,
      credit: balance.credit,
      oldest_due_date: balance.oldestDueDate,
      overdue: balance.overdue ? 1 : 0,
    })
    .where('id', '=', clientId)
    .execute();

/** Adds `delta` to the total of one due date; a total that reaches 0 is removed. */
export async function bumpDueTotal(db: Db, dueDate: string, delta: number) {
  await db
    .insertInto('receivable_due_totals')
    .values({ due_date: dueDate, owed: delta })
    .onConflict((oc) =>
      oc.column('due_date').doUpdateSet({ owed: sql`receivable_due_totals.owed + excluded.owed` }),
    )
    .execute();
  await db
    .deleteFrom('receivable_due_totals')
    .where('due_date', '=', dueDate)
    .where('owed', '=', 0)
    .execute();
}

/** The role of a user (an override of the credit limit is for admins). */
export const roleOf = (db: Db, userId: number) =>
  db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();

/** A sale as a cancelación or an edit needs it. */
export const findSaleRow = (db: Db, id: number) =>
  db
    .selectFrom('movements')
    .select(['id', 'type', 'date', 'amount', 'client_id', 'payment_status', 'paid_amount', 'due_date'])
    .where('id', '=', id)
    .executeTakeFirst();

export const setSaleState = (
  db: Db,
  id: number,
  state: {
    payment_status: 'pagado' | 'pendiente' | 'anulado';
    paid_amount: number;
    due_date?: string | null;
  },
) => db.updateTable('movements').set(state).where('id', '=', id).execute();
