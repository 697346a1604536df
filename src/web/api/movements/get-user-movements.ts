import { useQuery } from '@tanstack/react-query';
import type { UserMovements } from '#shared/schemas/movements';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '../list-query';
import { movementsQueryKey } from './get-movements';

export interface UserMovementsQuery {
  userId: number;
  /** '' for none; day only with month, month only with year (the API's rule). */
  day: string;
  month: string;
  year: string;
  page: number;
}

export const USER_MOVEMENTS_PAGE_SIZE = 10;

/** GET /api/movements/user/{userId}?day&month&year&page&limit (admin): one staff member's record. */
export function getUserMovements(
  { userId, day, month, year, page }: UserMovementsQuery,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ page: String(page), limit: String(USER_MOVEMENTS_PAGE_SIZE) });
  if (year) params.set('year', year);
  if (year && month) params.set('month', month);
  if (year && month && day) params.set('day', day);
  return api.get<UserMovements>(`/api/movements/user/${userId}?${params}`, signal);
}

export const userMovementsQueryOptions = (query: UserMovementsQuery) =>
  pageQueryOptions([...movementsQueryKey, 'user'], query, getUserMovements);

export const useUserMovements = (query: UserMovementsQuery | null) =>
  useQuery({
    ...userMovementsQueryOptions(query ?? { userId: 0, day: '', month: '', year: '', page: 1 }),
    enabled: query !== null,
  });
