import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from '#shared/schemas/zod';
import { REMINDERS_MAX_PAGE_SIZE } from '#shared/domain/lists';
import type { remindersSchema } from '#shared/schemas/reminders';
import { api } from '@/lib/api-client';

// Avisos reads this key; whoever records a message to a client refreshes it.
export const remindersQueryKey = ['reminders'] as const;

export type Reminders = z.infer<typeof remindersSchema>;
export type Reminder = Reminders['reminders'][number];

/** A page of Avisos: the window in days, the page and its size. */
export interface RemindersQuery {
  window: number;
  page: number;
  limit: number;
}

const remindersPath = ({ window, page, limit }: RemindersQuery, sendable = false) =>
  `/api/reminders?window=${window}&page=${page}&limit=${limit}${sendable ? '&sendable=true' : ''}`;

/**
 * GET /api/reminders?window&page&limit: the whole window's figures and one page of the clients to
 * write to, most urgent first (docs/decisions/033).
 */
export const getReminders = (query: RemindersQuery, signal?: AbortSignal) =>
  api.get<Reminders>(remindersPath(query), signal);

// Two staff members may work Avisos at once: every minute, and on coming back to the tab, the
// list shows who the others already wrote to. The page on screen stays while the next one loads.
export const remindersQueryOptions = (query: RemindersQuery) =>
  queryOptions({
    queryKey: [...remindersQueryKey, query],
    queryFn: ({ signal }) => getReminders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useReminders = (query: RemindersQuery) => useQuery(remindersQueryOptions(query));

/**
 * Every client of the window Enviar todos writes to (a phone, nobody handled them today), page by
 * page through the same endpoint: the screen holds one page, the batch is the server's whole list.
 * A client seen twice (the list moved between pages while reading) is kept once.
 */
export async function getSendableReminders(window: number, signal?: AbortSignal): Promise<Reminder[]> {
  const byClient = new Map<number, Reminder>();
  for (let page = 1; ; page++) {
    const answer = await api.get<Reminders>(
      remindersPath({ window, page, limit: REMINDERS_MAX_PAGE_SIZE }, true),
      signal,
    );
    for (const reminder of answer.reminders)
      if (!byClient.has(reminder.client.id)) byClient.set(reminder.client.id, reminder);
    if (!answer.pagination.hasNextPage) return [...byClient.values()];
  }
}

// Its own key, outside the reminders' one: each message sent refreshes Avisos, never this batch,
// which stays fixed for the life of the dialog (and is read afresh each time it opens).
export const useSendableReminders = (window: number) =>
  useQuery({
    queryKey: ['reminder-targets', window],
    queryFn: ({ signal }) => getSendableReminders(window, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
