import type { Service, ServiceInput } from '#shared/schemas/services';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite, type SaveInput } from '../use-write';
import { servicesQueryKey } from './get-services';

/** POST /api/services, or PUT /api/services/{id} when editing. */
export const saveService = ({ id, values }: SaveInput<ServiceInput>) =>
  id === undefined
    ? api.post<{ service: Service }>('/api/services', values)
    : api.put<{ service: Service }>(`/api/services/${id}`, values);

export const useSaveService = () => useWrite(saveService, [servicesQueryKey, totalsQueryKey]);
