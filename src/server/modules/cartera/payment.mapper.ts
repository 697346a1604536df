import type { Selectable } from 'kysely';
import type { Payment } from '#shared/schemas/payments';
import type { PaymentsTable } from '../../db/schema';
import { toIso } from '../../lib/time';

export type PaymentRow = Selectable<PaymentsTable>;

/** A payment as the API answers it, with its applications (oldest first). */
export const toPayment = (
  row: PaymentRow,
  applications: { movement_id: number; amount: number | string }[],
): Payment => ({
  id: row.id,
  clientId: row.client_id,
  clientName: row.client_name,
  origin: row.origin,
  amount: Number(row.amount),
  applied: Number(row.applied),
  methodId: row.method_id,
  methodName: row.method_name,
  methodKind: row.method_kind,
  reference: row.reference,
  date: row.date,
  note: row.note,
  voidedAt: toIso(row.voided_at),
  voidReason: row.void_reason,
  voidedByName: row.voided_by_name,
  createdByName: row.created_by_name,
  createdAt: toIso(row.created_at),
  applications: applications.map((a) => ({ movementId: a.movement_id, amount: Number(a.amount) })),
});

/** A payment as the audit trail records it (docs/decisions/023). */
export const paymentAuditFields = (row: PaymentRow) => ({
  client: row.client_name,
  origin: row.origin,
  amount: Number(row.amount),
  method: row.method_name,
  reference: row.reference,
  date: row.date,
  note: row.note,
});
