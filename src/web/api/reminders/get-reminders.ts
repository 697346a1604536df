import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from '#shared/schemas/zod';
import type { remindersSchema } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';

// Avisos reads this key; whoever records a message to a client refreshes it.
export const remindersQueryKey = ['reminders'] as const;

export type Reminders = z.infer<typeof remindersSchema>;
export type Reminder = Reminders['reminders'][number];

/** GET /api/reminders?window=: the clients to write to, most urgent first. */
export const getReminders = (window: number, signal?: AbortSignal) =>
  api.get<Reminders>(`/api/reminders?window=${window}`, signal);

// Two staff members may work Avisos at once: every minute, and on coming back to the tab, the
// list shows who the others already wrote to.
export const remindersQueryOptions = (window: number) =>
  queryOptions({
    queryKey: [...remindersQueryKey, window],
    queryFn: ({ signal }) => getReminders(window, signal),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useReminders = (window: number) => useQuery(remindersQueryOptions(window));
