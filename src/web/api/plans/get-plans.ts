import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '#shared/schemas/plans';
import { api } from '@/lib/api-client';

// A service's plans (docs/decisions/039): Servicios lists and edits them; Asignar and Renovar
// offer the active ones. A service has a handful, read whole.
export const plansQueryKey = ['plans'] as const;

/** GET /api/services/{id}/plans: every plan of the service, active first by position. */
export const getPlans = (serviceId: number, signal?: AbortSignal) =>
  api.get<{ plans: Plan[] }>(`/api/services/${serviceId}/plans`, signal);

export const plansQueryOptions = (serviceId: number) =>
  queryOptions({
    queryKey: [...plansQueryKey, serviceId],
    queryFn: ({ signal }) => getPlans(serviceId, signal),
    select: (data) => data.plans,
  });

export const usePlans = (serviceId: number | null) =>
  useQuery({ ...plansQueryOptions(serviceId ?? 0), enabled: serviceId !== null });
