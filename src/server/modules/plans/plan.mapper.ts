import type { Selectable } from 'kysely';
import type { Plan } from '#shared/schemas/plans';
import type { ServicePlansTable } from '../../db/schema';

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export const toPlan = (row: Selectable<ServicePlansTable>): Plan => ({
  id: row.id,
  serviceId: row.service_id,
  name: row.name,
  durationDays: numberOrNull(row.duration_days),
  durationMonths: numberOrNull(row.duration_months),
  price: Number(row.price),
  resellerPrice: Number(row.reseller_price),
  kind: row.kind,
  active: Number(row.active) === 1,
  position: Number(row.position),
});

/** A plan as the audit trail records it: its place in the service's list counted from 1. */
export const auditFieldsOf = (plan: Plan, place: number) => ({
  name: plan.name,
  duration_days: plan.durationDays,
  duration_months: plan.durationMonths,
  price: plan.price,
  reseller_price: plan.resellerPrice,
  type: plan.kind,
  active: plan.active,
  position: place,
});
