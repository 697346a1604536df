import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashDay } from '#shared/schemas/payments';
import { api } from '@/lib/api-client';

export const cashDayQueryKey = ['cash-day'] as const;

/** GET /api/payments/day?date: one day's abonos by medio de pago, and its sales paid on the spot. */
export const getCashDay = (date: string, signal?: AbortSignal) =>
  api.get<CashDay>(`/api/payments/day?${new URLSearchParams(date ? { date } : {})}`, signal);

export const cashDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...cashDayQueryKey, date],
    queryFn: ({ signal }) => getCashDay(date, signal),
    // Abonos are recorded from other screens: read afresh each time it is opened.
    staleTime: 0,
  });

export const useCashDay = (date: string) => useQuery(cashDayQueryOptions(date));
