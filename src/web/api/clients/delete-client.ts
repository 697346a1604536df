import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { clientsQueryKey } from './get-clients';

/** DELETE /api/clients/{id}: refused with 409 while the client holds occupied profiles. */
export const deleteClient = (id: number) => api.delete<{ ok: true }>(`/api/clients/${id}`);

export const useDeleteClient = () => useWrite(deleteClient, [clientsQueryKey, totalsQueryKey]);
