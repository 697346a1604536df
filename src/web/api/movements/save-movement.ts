import type { Movement, MovementInput } from '#shared/schemas/movements';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { useWrite, type SaveInput } from '../use-write';
import { movementsQueryKey } from './get-movements';

/** POST /api/movements, or PUT /api/movements/{id} when editing. */
export const saveMovement = ({ id, values }: SaveInput<MovementInput>) =>
  id === undefined
    ? api.post<{ movement: Movement }>('/api/movements', values)
    : api.put<{ movement: Movement }>(`/api/movements/${id}`, values);

// The list, its stats and every user's statistics live under the movements key.
export const useSaveMovement = () => useWrite(saveMovement, [movementsQueryKey, totalsQueryKey]);
