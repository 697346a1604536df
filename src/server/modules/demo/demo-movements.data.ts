import { daysBetween } from '#shared/domain/business-time';
import { addDays } from '#shared/domain/expiry';
import type { MovementType } from '#shared/schemas/movements';
import type { DemoRandom } from './demo-random.data';

/** One sale or renewal of a profile's history, in the order it happened. */
export interface DemoSale {
  date: string;
  type: Extract<MovementType, 'venta' | 'renovacion'>;
  /** A time of day in Bogotá business hours, as an ISO instant. */
  createdAt: string;
  /** The expiry the sale or renewal started from (null for a venta) and the one it gave. */
  previousExpiry: string | null;
  expiry: string;
}

/** How many 30-day periods a holder has paid for: most are recent buyers, a few loyal for a year. */
const PERIOD_WEIGHTS = [30, 20, 14, 10, 7, 5, 4, 3, 2, 2, 2, 1];
const HISTORY_DAYS = 365;

/**
 * The sales that brought a profile to `expiry`: a venta, then a renovación every 30 days, each
 * made up to 3 days before the previous period ran out (the renewal rule adds days to the old
 * expiry, so the dates stay on a 30-day grid). A period starting more than 30 days ahead cannot
 * be renewal-made yet: it was a sale for a longer date given at the time. Only the last year is
 * kept, so an old customer's history may start with a renovación.
 */
export function salesLeadingTo(random: DemoRandom, expiry: string, today: string, now?: string): DemoSale[] {
  const sales = plannedSales(random, expiry, today);
  if (!now) return sales;
  // Today's sales are made at shop hours, and the seed may run before them: a sale the clock has
  // not reached yet would sit above every real change in Auditoría and Actividad reciente.
  // Such a sale happened in the minutes before the seed ran instead.
  return sales.map((s, i) =>
    s.createdAt > now ? { ...s, createdAt: new Date(Date.parse(now) - (i + 1) * 60_000).toISOString() } : s,
  );
}

function plannedSales(random: DemoRandom, expiry: string, today: string): DemoSale[] {
  const yearAgo = addDays(today, -HISTORY_DAYS);
  if (daysBetween(today, expiry) > 30) return [sale(random, addDays(expiry, -60), 'venta', null, expiry)];
  const periods = 1 + random.weighted(PERIOD_WEIGHTS);
  const sales: DemoSale[] = [];
  for (let left = periods; left >= 1; left -= 1) {
    const date = addDays(expiry, -30 * left - random.int(0, 3));
    const type = left === periods ? 'venta' : 'renovacion';
    const from = type === 'venta' ? null : addDays(expiry, -30 * left);
    if (date >= yearAgo)
      sales.push(sale(random, date <= today ? date : today, type, from, addDays(expiry, -30 * (left - 1))));
  }
  return sales;
}

function sale(
  random: DemoRandom,
  date: string,
  type: DemoSale['type'],
  previousExpiry: string | null,
  expiry: string,
): DemoSale {
  const hh = String(random.int(8, 19)).padStart(2, '0');
  const mm = String(random.int(0, 59)).padStart(2, '0');
  const ss = String(random.int(0, 59)).padStart(2, '0');
  // Bogotá is UTC−5 all year; the demo's hours are shop hours there.
  const createdAt = new Date(`${date}T${hh}:${mm}:${ss}-05:00`).toISOString();
  return { date, type, createdAt, previousExpiry, expiry };
}
