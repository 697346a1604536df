import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { plansQueryKey } from './get-plans';

/** DELETE /api/plans/{id}: a plan some sale names is deactivated instead (`deactivated`). */
export const deletePlan = (id: number) => api.delete<{ ok: true; deactivated: boolean }>(`/api/plans/${id}`);

export const useDeletePlan = () => useWrite(deletePlan, [plansQueryKey]);
