import type { CreateUserInput, UpdateUserInput, User } from '#shared/schemas/users';
import { api } from '@/lib/api-client';
import { useWrite } from '../use-write';
import { usersQueryKey } from './get-users';

export type SaveUserInput =
  { id: number; values: UpdateUserInput } | { id?: undefined; values: CreateUserInput };

/** POST /api/users, or PUT /api/users/{id} when editing (the password has its own endpoint). */
export const saveUser = ({ id, values }: SaveUserInput) =>
  id === undefined
    ? api.post<{ user: User; message: string }>('/api/users', values)
    : api.put<{ user: User; message: string }>(`/api/users/${id}`, values);

export const useSaveUser = () => useWrite(saveUser, [usersQueryKey]);
