// Cobros y cartera (issue 24, docs/decisions/036): the rules the server applies and the screens
// show, written once.

import { addDays } from './expiry';

export const PAYMENT_STATUSES = ['pagado', 'pendiente'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TERMS = ['contado', 'credito'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];
export const PAYMENT_METHOD_KINDS = ['nequi', 'daviplata', 'breb', 'banco', 'efectivo', 'otro'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export const DEFAULT_CREDIT_DAYS = 7;
export const MAX_CREDIT_DAYS = 365;
/** A payment is whole pesos, more than 0 and at most 100 millones. */
export const MAX_PAYMENT = 100_000_000;
/** Vencido más de 30 días: the cartera's third total. */
export const LONG_OVERDUE_DAYS = 30;

/** Revendedores take profiles on credit by default; a cliente pays cash. */
export const defaultTermsFor = (type: 'cliente' | 'revendedor'): PaymentTerms =>
  type === 'revendedor' ? 'credito' : 'contado';

/**
 * A sale's payment status when the request names none: a credit client's sale is fiada; a
 * contado client's, or a sale with no client, is paid on the spot.
 */
export const defaultPaymentStatus = (client: { paymentTerms: PaymentTerms } | null): PaymentStatus =>
  client?.paymentTerms === 'credito' ? 'pendiente' : 'pagado';

/** The date a fiada sale is due: its date plus the client's credit days. */
export const dueDateOf = (saleDate: string, creditDays: number): string => addDays(saleDate, creditDays);

/**
 * Whether a new pending amount takes the client over their limit (null: no limit). What the
 * client already owes counts, and their saldo a favor pays first.
 */
export function exceedsCreditLimit(
  balance: { owed: number; credit: number; creditLimit: number | null },
  amount: number,
): boolean {
  if (balance.creditLimit === null) return false;
  const newDebt = Math.max(0, amount - balance.credit);
  return newDebt > 0 && balance.owed + newDebt > balance.creditLimit;
}

/** What a pending sale still owes. */
export const outstandingOf = (sale: { amount: number; paidAmount: number }) =>
  Math.max(0, sale.amount - sale.paidAmount);

/**
 * How `amount` is applied to pending sales, oldest first (the order given), partly to the last
 * one it reaches. Answers each sale's share (only those that get something) and the rest, which
 * becomes saldo a favor.
 */
export function allocateOldestFirst<T extends { amount: number; paidAmount: number }>(
  sales: readonly T[],
  amount: number,
): { applied: { sale: T; amount: number }[]; rest: number } {
  const applied: { sale: T; amount: number }[] = [];
  let rest = amount;
  for (const sale of sales) {
    if (rest === 0) break;
    const share = Math.min(rest, outstandingOf(sale));
    if (share > 0) {
      applied.push({ sale, amount: share });
      rest -= share;
    }
  }
  return { applied, rest };
}

/** Whether a debt whose oldest due date is this one is vencida on `today` (due before it). */
export const isOverdue = (oldestDueDate: string | null, today: string): boolean =>
  oldestDueDate !== null && oldestDueDate < today;

/** Days past due on `today` (0 when not due yet or nothing is owed). */
export function daysOverdue(oldestDueDate: string | null, today: string): number {
  if (oldestDueDate === null || !isOverdue(oldestDueDate, today)) return 0;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${oldestDueDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** What {medios_pago} needs of a payment method. */
export interface ListedPaymentMethod {
  name: string;
  number: string | null;
  holder: string | null;
  note: string | null;
  active: boolean;
}

/**
 * {medios_pago}: the shop's active payment methods, one line each, in their order:
 * "Nequi: 300 123 4567 (Ana Pérez)". Empty when the shop has none.
 */
export function renderPaymentMethods(methods: readonly ListedPaymentMethod[]): string {
  return methods
    .filter((method) => method.active)
    .map((method) => {
      const number = method.number ? `: ${method.number}` : '';
      const holder = method.holder ? ` (${method.holder})` : '';
      const note = method.note ? ` - ${method.note}` : '';
      return `${method.name}${number}${holder}${note}`;
    })
    .join('\n');
}
