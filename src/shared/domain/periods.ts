import { addDays } from './expiry';

// Periods of business dates (YYYY-MM-DD in TZ_APP), as the Movimientos filters and the Panel de
// Control count them. A range is [from, to): `to` is the first date after the period, so a
// query reads `date >= from and date < to` and an index on date serves it.

export interface PeriodFilter {
  year?: number;
  month?: number;
  day?: number;
}

export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' of a year and a month (1–12). */
export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

/** The first day of the month after `year`-`month`. */
const nextMonthStart = (year: number, month: number) =>
  month === 12 ? `${year + 1}-01-01` : `${monthKey(year, month + 1)}-01`;

/** The dates a filter covers: a day, a month or a year; none without a year. */
export function periodRange({ year, month, day }: PeriodFilter): DateRange | null {
  if (year === undefined) return null;
  if (month === undefined) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  if (day === undefined) return { from: `${monthKey(year, month)}-01`, to: nextMonthStart(year, month) };
  const from = `${monthKey(year, month)}-${pad(day)}`;
  return { from, to: addDays(from, 1) };
}

/** The month (1–12) and year of a business date. */
export const monthOf = (isoDate: string) => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

/** The `count` months ending with the one of `today`, oldest first, as 'YYYY-MM'. */
export function lastMonths(today: string, count: number): string[] {
  const { year, month } = monthOf(today);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return monthKey(Math.floor(index / 12), (index % 12) + 1);
  });
}
