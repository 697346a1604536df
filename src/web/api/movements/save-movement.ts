import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Movement, MovementInput } from '#shared/schemas/movements';
import { api } from '@/lib/api-client';
import { totalsQueryKey } from '../totals/get-totals';
import { movementsQueryKey } from './get-movements';

export interface SaveMovementInput {
  id?: number;
  values: MovementInput;
}

/** POST /api/movements, or PUT /api/movements/{id} when editing. */
export const saveMovement = ({ id, values }: SaveMovementInput) =>
  id === undefined
    ? api.post<{ movement: Movement }>('/api/movements', values)
    : api.put<{ movement: Movement }>(`/api/movements/${id}`, values);

export function useSaveMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMovement,
    onSuccess: () => {
      // The list, its stats and every user's statistics live under the movements key.
      void queryClient.invalidateQueries({ queryKey: movementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: totalsQueryKey });
    },
  });
}
