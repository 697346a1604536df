import type { Plan, PlanInput } from '#shared/schemas/plans';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { plansQueryKey } from './get-plans';

export interface SavePlanInput {
  serviceId: number;
  /** The plan being edited; without it a new plan is added to the service. */
  id?: number;
  values: PlanInput;
}

/**
 * POST /api/services/{id}/plans, or PUT /api/plans/{id} when editing; a `position` moves the plan
 * to that place (Subir/Bajar send the whole plan with its new place).
 */
export const savePlan = ({ serviceId, id, values }: SavePlanInput) =>
  id === undefined
    ? api.post<{ plan: Plan }>(`/api/services/${serviceId}/plans`, values)
    : api.put<{ plan: Plan }>(`/api/plans/${id}`, values);

export const useSavePlan = () => useWrite(savePlan, [plansQueryKey]);
