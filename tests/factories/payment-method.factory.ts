import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/app-context';
import type { PaymentMethodsTable } from '../../src/server/db/schema';

let sequence = 0;

/** A payment method row ready to insert (pure): a Nequi by default, active, last. */
export function buildPaymentMethod(
  overrides: Partial<Insertable<PaymentMethodsTable>> = {},
): Insertable<PaymentMethodsTable> {
  sequence += 1;
  const now = new Date().toISOString();
  return {
    kind: 'nequi',
    name: `Nequi ${sequence}`,
    holder: null,
    number: `300 000 ${String(sequence).padStart(4, '0')}`,
    note: null,
    active: 1,
    position: sequence,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export const insertPaymentMethod = (db: Db, overrides: Partial<Insertable<PaymentMethodsTable>> = {}) =>
  db
    .insertInto('payment_methods')
    .values(buildPaymentMethod(overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
