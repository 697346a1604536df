import type { Selectable } from 'kysely';
import type { PaymentMethod } from '#shared/schemas/payments';
import type { PaymentMethodsTable } from '../../db/schema';

export const toPaymentMethod = (row: Selectable<PaymentMethodsTable>): PaymentMethod => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  holder: row.holder,
  number: row.number,
  note: row.note,
  active: Number(row.active) === 1,
  position: Number(row.position),
});

/**
 * A method as the audit trail records it: its place in the list counted from 1, as the screen
 * shows it.
 */
export const auditFieldsOf = (method: PaymentMethod, place: number) => ({
  kind: method.kind,
  name: method.name,
  holder: method.holder,
  number: method.number,
  note: method.note,
  active: method.active,
  position: place,
});
