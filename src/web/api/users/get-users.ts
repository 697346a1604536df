import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/users';
import { api } from '@/lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/users (admin): every staff user, by username. */
export const getUsers = (signal?: AbortSignal) => api.get<User[]>('/api/users', signal);

export const usersQueryOptions = () =>
  queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
