import { useQuery } from '@tanstack/react-query';
import type { MovementStats } from '#shared/schemas/movements';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';
import { filterParams, movementsQueryKey, type MovementFilterValues } from './get-movements';

/** GET /api/movements/stats?month&year&type: counted by the database over the whole filter. */
export const getMovementStats = (filter: MovementFilterValues, signal?: AbortSignal) =>
  api.get<MovementStats>(`/api/movements/stats?${filterParams(filter)}`, signal);

export const movementStatsQueryOptions = (filter: MovementFilterValues) => ({
  ...pageQueryOptions([...movementsQueryKey, 'stats'], filter, getMovementStats),
  // The page computes its own numbers when this fails (spec section 4): no long wait on retries.
  retry: 1,
});

export const useMovementStats = (filter: MovementFilterValues) => useQuery(movementStatsQueryOptions(filter));
