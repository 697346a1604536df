import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput } from '#shared/schemas/services';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { servicesQueryKey } from './get-services';

export interface SaveServiceInput {
  id?: number;
  values: ServiceInput;
}

/** POST /api/services, or PUT /api/services/{id} when editing. */
export const saveService = ({ id, values }: SaveServiceInput) =>
  id === undefined
    ? api.post<{ service: Service }>('/api/services', values)
    : api.put<{ service: Service }>(`/api/services/${id}`, values);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveService,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
