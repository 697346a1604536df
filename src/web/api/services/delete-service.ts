import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { servicesQueryKey } from './get-services';

/** DELETE /api/services/{id}: refused with 409 while the service has accounts. */
export const deleteService = (id: number) => api.delete<{ ok: true }>(`/api/services/${id}`);

export const useDeleteService = () => useWrite(deleteService, [servicesQueryKey, totalsQueryKey]);
