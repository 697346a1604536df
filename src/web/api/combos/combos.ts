import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Combo, ComboInput } from '#shared/schemas/combos';
import { api } from '@/lib/api-client';
import { plansQueryKey } from '../plans/get-plans';
import { useWrite, type SaveInput } from '../use-write';

// Combos (docs/decisions/044): Servicios lists and edits them. A shop has a few, read whole.
export const combosQueryKey = ['combos'] as const;

/** GET /api/combos: every combo, active first by name. */
export const getCombos = (signal?: AbortSignal) => api.get<{ combos: Combo[] }>('/api/combos', signal);

export const combosQueryOptions = () =>
  queryOptions({
    queryKey: combosQueryKey,
    queryFn: ({ signal }) => getCombos(signal),
    select: (data) => data.combos,
  });

export const useCombos = () => useQuery(combosQueryOptions());

/** POST /api/combos, or PUT /api/combos/{id} when editing. */
export const saveCombo = ({ id, values }: SaveInput<ComboInput>) =>
  id === undefined
    ? api.post<{ combo: Combo }>('/api/combos', values)
    : api.put<{ combo: Combo }>(`/api/combos/${id}`, values);

export const useSaveCombo = () => useWrite(saveCombo, [combosQueryKey]);

/** DELETE /api/combos/{id}: a combo already sold is deactivated instead (`deactivated`). */
export const deleteCombo = (id: number) =>
  api.delete<{ ok: true; deactivated: boolean }>(`/api/combos/${id}`);

// A plan deleted while a combo names it is deactivated: the plans' lists reload too.
export const useDeleteCombo = () => useWrite(deleteCombo, [combosQueryKey, plansQueryKey]);
