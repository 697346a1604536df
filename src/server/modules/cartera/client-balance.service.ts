import { businessToday } from '#shared/domain/business-time';
import {
  defaultPaymentStatus,
  isOverdue,
  dueDateOf,
  exceedsCreditLimit,
  type PaymentStatus,
  type PaymentTerms,
} from '#shared/domain/cartera';
import { carteraMessages } from '#shared/messages/cartera';
import type { TxContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../../identity/actor';
import {
  applicationsOfSale,
  bumpDueTotal,
  bumpPaymentApplied,
  bumpSalePaid,
  bumpSalesPaid,
  deleteApplication,
  insertApplications,
  lockClientRow,
  owedByDueDate,
  pendingSales,
  roleOf,
  unappliedPayments,
  unappliedTotal,
  updateApplicationAmount,
  writeClientBalance,
} from './balance.repository';

// One settle step (docs/decisions/036). Every write that touches a client's sales or payments
// locks the client's row first (lockClient), makes its change, then calls settle(client): the
// client's live payments with money left pay their pendiente sales oldest first, and the kept
// balance (owed, credit, oldest_due_date, overdue, the due-date totals) is rewritten from that client's
// rows only.

/** A client locked for this transaction, with what their sales owed per due date at the lock. */
export interface LockedClient {
  id: number;
  name: string;
  paymentTerms: PaymentTerms;
  creditLimit: number | null;
  creditDays: number;
  owed: number;
  credit: number;
  /** What the client's pendiente sales owed per due date when locked (or last settled). */
  dueBefore: Map<string, number>;
}

// The clients each open transaction holds, so a second lock in the same transaction answers the
// same handle (and its due-date snapshot taken before any change).
const held = new WeakMap<object, Map<number, LockedClient>>();

/**
 * Locks the client's row until the transaction ends (`for update` on PostgreSQL; SQLite's writer
 * is already alone) and reads their terms and kept balance. Undefined when there is no such client.
 */
export async function lockClient(tx: TxContext, id: number): Promise<LockedClient | undefined> {
  let clients = held.get(tx.db);
  if (!clients) held.set(tx.db, (clients = new Map()));
  const known = clients.get(id);
  if (known) return known;
  const row = await lockClientRow(tx.db, tx.dialect, id);
  if (!row) return undefined;
  const client: LockedClient = {
    id: row.id,
    name: row.name,
    paymentTerms: row.payment_terms,
    creditLimit: row.credit_limit === null ? null : Number(row.credit_limit),
    creditDays: row.credit_days,
    owed: Number(row.owed),
    credit: Number(row.credit),
    dueBefore: await owedByDueDate(tx.db, id),
  };
  clients.set(id, client);
  return client;
}

/** Locks several clients in id order (so two writers never wait on each other crosswise). */
export async function lockClients(tx: TxContext, ids: (number | null | undefined)[]) {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
  const locked = new Map<number, LockedClient>();
  for (const id of unique) {
    const client = await lockClient(tx, id);
    if (client) locked.set(id, client);
  }
  return locked;
}

/**
 * The settle step: the client's live payments with money left (oldest first) pay their pendiente
 * sales (oldest first, by date then id), partly where they fall short, until one side is empty;
 * then the kept balance is rewritten. The client must have been locked in this transaction.
 */
export async function settle(tx: TxContext, client: LockedClient) {
  await applyCredit(tx, client);
  await applyDueDeltas(tx, await refreshBalance(tx, client));
}

/**
 * Pays the client's pendiente sales with their saldo a favor, oldest with oldest. The pairing is
 * worked out first and written after, in bulk: the applications a chunk at a time, each payment's
 * applied once, and the sales grouped by what they get and become (a fiada sale is mostly paid in
 * full, and sales share a few prices). A year of a revendedor's abonos (the demo shop) is then a
 * few dozen statements instead of three a sale, each firing the movements' totals triggers.
 */
async function applyCredit(tx: TxContext, client: LockedClient) {
  const sales = await pendingSales(tx.db, client.id);
  const payments = await unappliedPayments(tx.db, client.id);
  const applications: { payment_id: number; movement_id: number; amount: number }[] = [];
  const appliedTo = new Map<number, number>();
  const salesBy = new Map<string, { delta: number; status: 'pagado' | 'pendiente'; ids: number[] }>();
  let p = 0;
  for (const sale of sales) {
    let owes = sale.amount - sale.paidAmount;
    let paid = 0;
    while (owes > 0 && p < payments.length) {
      const payment = payments[p]!;
      const share = Math.min(owes, payment.amount - payment.applied);
      if (share > 0) {
        applications.push({ payment_id: payment.id, movement_id: sale.id, amount: share });
        appliedTo.set(payment.id, (appliedTo.get(payment.id) ?? 0) + share);
        payment.applied += share;
        owes -= share;
        paid += share;
      }
      if (payment.applied >= payment.amount) p += 1;
    }
    // A sale that owes nothing (paid now, or a fiada sale of 0 pesos) is pagado.
    if (paid > 0 || owes <= 0) {
      const status = owes > 0 ? 'pendiente' : 'pagado';
      const key = `${paid}|${status}`;
      const group = salesBy.get(key) ?? { delta: paid, status, ids: [] };
      group.ids.push(sale.id);
      salesBy.set(key, group);
    }
  }
  await insertApplications(tx.db, applications, nowIso(tx.now()));
  for (const [paymentId, delta] of appliedTo) await bumpPaymentApplied(tx.db, paymentId, delta);
  for (const { delta, status, ids } of salesBy.values()) await bumpSalesPaid(tx.db, ids, delta, status);
}

/** Settles every client this transaction locked, in id order. */
export async function settleAll(tx: TxContext) {
  const clients = [...(held.get(tx.db)?.values() ?? [])].sort((a, b) => a.id - b.id);
  const deltas = new Map<string, number>();
  for (const client of clients) {
    await applyCredit(tx, client);
    for (const [date, delta] of await refreshBalance(tx, client))
      deltas.set(date, (deltas.get(date) ?? 0) + delta);
  }
  // The shared due-date rows once, in date order, whatever the number of clients settled: two
  // writers never hold them crosswise.
  await applyDueDeltas(tx, deltas);
}

async function applyDueDeltas(tx: TxContext, deltas: Map<string, number>) {
  for (const date of [...deltas.keys()].sort()) {
    const delta = deltas.get(date)!;
    if (delta !== 0) await bumpDueTotal(tx.db, date, delta);
  }
}

/**
 * Rewrites the client's owed, credit and oldest due date from their rows; answers how their share
 * of each due-date total moved since the lock (or the last settle), for the caller to apply.
 */
export async function refreshBalance(tx: TxContext, client: LockedClient): Promise<Map<string, number>> {
  const dueAfter = await owedByDueDate(tx.db, client.id);
  const owed = [...dueAfter.values()].reduce((sum, v) => sum + v, 0);
  const credit = await unappliedTotal(tx.db, client.id);
  const oldestDueDate = [...dueAfter.keys()].sort()[0] ?? null;
  const today = businessToday(tx.now(), tx.config.TZ_APP);
  await writeClientBalance(tx.db, client.id, {
    owed,
    credit,
    oldestDueDate,
    overdue: owed > 0 && isOverdue(oldestDueDate, today),
  });
  const deltas = new Map<string, number>();
  for (const date of new Set([...client.dueBefore.keys(), ...dueAfter.keys()]))
    deltas.set(date, (dueAfter.get(date) ?? 0) - (client.dueBefore.get(date) ?? 0));
  client.dueBefore = dueAfter;
  client.owed = owed;
  client.credit = credit;
  return deltas;
}

/**
 * Takes a sale's applications back, newest first, until what is left is at most `keep`: the
 * money returns to those payments (saldo a favor until the next settle). Answers what is kept.
 * The sale's own row is the caller's to write.
 */
export async function trimApplications(tx: TxContext, saleId: number, keep: number): Promise<number> {
  const applications = await applicationsOfSale(tx.db, saleId);
  let total = applications.reduce((sum, a) => sum + a.amount, 0);
  for (const application of applications) {
    if (total <= keep) break;
    const back = Math.min(application.amount, total - keep);
    if (back === application.amount) await deleteApplication(tx.db, application.id);
    else await updateApplicationAmount(tx.db, application.id, application.amount - back);
    await bumpPaymentApplied(tx.db, application.paymentId, -back);
    total -= back;
  }
  return total;
}

/** What a sale's applications sum to. */
export const appliedToSale = async (tx: TxContext, saleId: number) =>
  (await applicationsOfSale(tx.db, saleId)).reduce((sum, a) => sum + a.amount, 0);

/** What a sale may add to the request: pagado or fiado, and an admin's leave to pass the limit. */
export interface SaleTerms {
  paymentStatus?: PaymentStatus;
  overrideCreditLimit?: boolean;
}

/** A sale's payment columns. */
export interface SaleState {
  /** anulado only for a sale a cancelación took back (an edit keeps it). */
  paymentStatus: PaymentStatus | 'anulado';
  dueDate: string | null;
  paidAmount: number;
  /** The part paid on the spot: money received on the sale's date (Cobrado counts it). */
  paidAtSale: number;
  /** Set when an admin let the sale pass the client's credit limit: the audit trail's note. */
  overrideNote: string | null;
}

/** 403 when someone who is not an admin asks to pass the credit limit (before any other check). */
export async function checkOverride(tx: TxContext, terms: SaleTerms | undefined, actor: Actor | null) {
  if (!terms?.overrideCreditLimit) return;
  const role = actor ? (await roleOf(tx.db, actor.id))?.role : undefined;
  if (role !== 'admin') throw new AppError(403, carteraMessages.overrideAdminOnly);
}

/**
 * The payment state of a new sale (or of a sale that starts over): the status asked, else the
 * client's default; a fiada sale needs a client, is due after their credit days, and may not take
 * them over their limit unless an admin says so. `extraDebt` is how much more the client would
 * owe (the sale's amount, or what an edit adds).
 */
export async function saleStateFor(
  tx: TxContext,
  sale: { client: LockedClient | null; amount: number; date: string; extraDebt?: number },
  terms: SaleTerms | undefined,
  actor: Actor | null,
): Promise<SaleState> {
  await checkOverride(tx, terms, actor);
  const { client, amount, date } = sale;
  const status = terms?.paymentStatus ?? defaultPaymentStatus(client);
  if (status === 'pagado')
    return {
      paymentStatus: 'pagado',
      dueDate: null,
      paidAmount: amount,
      paidAtSale: amount,
      overrideNote: null,
    };
  if (!client) throw new AppError(400, carteraMessages.creditNeedsClient);
  const overrideNote = checkLimit(client, sale.extraDebt ?? amount, terms, actor);
  return {
    paymentStatus: 'pendiente',
    dueDate: dueDateOf(date, client.creditDays),
    paidAmount: 0,
    paidAtSale: 0,
    overrideNote,
  };
}

/**
 * 409 when `extraDebt` more takes the client over their limit (their saldo a favor paying first),
 * unless an admin overrides it: then the note the audit trail keeps, naming the admin.
 */
export function checkLimit(
  client: LockedClient,
  extraDebt: number,
  terms: SaleTerms | undefined,
  actor: Actor | null,
): string | null {
  if (extraDebt <= 0 || !exceedsCreditLimit(client, extraDebt)) return null;
  if (!terms?.overrideCreditLimit)
    throw new AppError(
      409,
      carteraMessages.overLimit(client.name, client.owed, client.creditLimit!, extraDebt),
    );
  return carteraMessages.overrideNote(actor?.name ?? '', client.owed, client.creditLimit!, extraDebt);
}

export { bumpSalePaid };
