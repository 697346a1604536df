import { useQuery } from '@tanstack/react-query';
import type { MovementList } from '#shared/schemas/movements';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';

/** The list's filters as the screen holds them: '' means no filter (Todos). */
export interface MovementFilterValues {
  month: string;
  year: string;
  type: string;
}

export interface MovementsQuery extends MovementFilterValues {
  page: number;
  limit: number;
}

export const movementsQueryKey = ['movements'] as const;

/** The filters as query parameters, left out when blank (list, stats and export alike). */
export function filterParams({ month, year, type }: MovementFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (year) params.set('year', year);
  if (year && month) params.set('month', month);
  if (type) params.set('type', type);
  return params;
}

/** GET /api/movements?page&limit&month&year&type: one page, newest first. */
export function getMovements(query: MovementsQuery, signal?: AbortSignal) {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return api.get<MovementList>(`/api/movements?${params}`, signal);
}

export const movementsQueryOptions = (query: MovementsQuery) =>
  pageQueryOptions([...movementsQueryKey, 'list'], query, getMovements);

export const useMovements = (query: MovementsQuery) => useQuery(movementsQueryOptions(query));
