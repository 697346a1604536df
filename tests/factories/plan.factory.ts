import type { Insertable } from 'kysely';
import type { Db } from '../../src/server/app-context';
import type { ServicePlansTable } from '../../src/server/db/schema';

export type PlanOverrides = Partial<Omit<Insertable<ServicePlansTable>, 'id' | 'service_id'>>;

/** A plan of `serviceId`: 30 days at $ 15.000 (reseller $ 12.000) unless told. */
export function buildPlan(serviceId: number, overrides: PlanOverrides = {}): Insertable<ServicePlansTable> {
  const stamp = new Date().toISOString();
  return {
    service_id: serviceId,
    name: '1 mes',
    duration_days: 30,
    duration_months: null,
    price: 15000,
    reseller_price: 12000,
    kind: 'perfil',
    active: 1,
    position: 0,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export const insertPlan = (db: Db, serviceId: number, overrides: PlanOverrides = {}) =>
  db
    .insertInto('service_plans')
    .values(buildPlan(serviceId, overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
