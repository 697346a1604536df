import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite } from '../use-write';
import { movementsQueryKey } from './get-movements';

/** DELETE /api/movements/{id}. */
export const deleteMovement = (id: number) => api.delete<{ ok: true }>(`/api/movements/${id}`);

export const useDeleteMovement = () => useWrite(deleteMovement, [movementsQueryKey, totalsQueryKey]);
