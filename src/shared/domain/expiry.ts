import { businessToday, daysBetween } from './business-time';
import { renewalStart } from './grace';

// Expiry of a profile as the business counts it (docs/decisions/011). Expiry dates are calendar
// days in the business time zone (TZ_APP): the date is read as its midnight, so a profile whose
// expiry date is today is already expired, and one that expires tomorrow has 1 day left.

export type ExpiryState = 'expired' | 'near' | 'active';

/** Days left in the near-expiry window of the list and filters. */
export const NEAR_EXPIRY_DAYS = 5;
/** Days left in the window of the per-account notify modal. */
export const NOTIFY_WINDOW_DAYS = 7;
/** Days a new occupied profile lasts when no expiry date is given, and a renewal's default. */
export const DEFAULT_EXPIRY_DAYS = 30;

/**
 * The latest calendar date the app stores (expiry, supplier payment). Far below the list's
 * "no expiry" marker 9999-12-31, so a real date can never be read as "none", and far below the
 * year 10000 where dates stop being YYYY-MM-DD.
 */
export const MAX_DATE = '2100-12-31';

/** A YYYY-MM-DD date no later than MAX_DATE (garbage such as '+010000-01' is not). */
export const isWithinDateCap = (isoDate: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && isoDate <= MAX_DATE;

/** YYYY-MM-DD plus `days` calendar days (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `today` to the expiry date: 0 today, 1 tomorrow, negative once past. */
export const daysLeft = (expiryDate: string, today: string) => daysBetween(today, expiryDate);

/**
 * expired when the date is today or earlier; near when 1 to `window` days are left (5 for the
 * list, NOTIFY_WINDOW_DAYS for the notify modal); otherwise active. No date is active.
 */
export function classifyExpiry(
  expiryDate: string | null | undefined,
  today: string,
  window: number = NEAR_EXPIRY_DAYS,
): ExpiryState {
  if (!expiryDate) return 'active';
  const left = daysLeft(expiryDate, today);
  if (left <= 0) return 'expired';
  return left <= window ? 'near' : 'active';
}

/** classifyExpiry at an instant, with "today" taken in the business time zone. */
export const expiryStateAt = (expiryDate: string | null | undefined, now: Date, timeZone?: string) =>
  classifyExpiry(expiryDate, businessToday(now, timeZone));

/** Default expiry of a newly assigned profile: 30 days from today. */
export const defaultExpiry = (today: string) => addDays(today, DEFAULT_EXPIRY_DAYS);

/** The last date of the near window: a date after `today` and up to this one is near expiry. */
export const nearExpiryLimit = (today: string, window: number = NEAR_EXPIRY_DAYS) => addDays(today, window);

/**
 * A renewal extends from the current expiry while it runs or is in the shop's grace period
 * (`graceDays`, docs/decisions/040: no free days), else from today. Without grace (0, the
 * default) that is the later of today and the current expiry.
 */
export function renewedExpiry(current: string | null, today: string, days: number, graceDays = 0): string {
  return addDays(renewalStart(current, today, graceDays), days);
}

export type AccountPriority = 1 | 2 | 3;

interface ProfileLike {
  status: string;
  expiryDate: string | null;
}

/**
 * Ordering priority of an account (spec section 4): 3 when an occupied profile is expired,
 * 2 when one is near expiry, 1 otherwise. A profile marked expirado by hand is expired whatever
 * its date (staff mark it so to chase the client); a libre profile has no client to lose.
 */
export function accountPriority(profiles: readonly ProfileLike[], today: string): AccountPriority {
  let priority: AccountPriority = 1;
  for (const profile of profiles) {
    if (profile.status === 'expirado') return 3;
    if (profile.status !== 'ocupado') continue;
    const state = classifyExpiry(profile.expiryDate, today);
    if (state === 'expired') return 3;
    if (state === 'near') priority = 2;
  }
  return priority;
}

/** The earliest expiry among the occupied profiles (the date the account next needs a renewal). */
export function earliestOccupiedExpiry(profiles: readonly ProfileLike[]): string | null {
  let earliest: string | null = null;
  for (const profile of profiles) {
    if (profile.status !== 'ocupado' || !profile.expiryDate) continue;
    if (earliest === null || profile.expiryDate < earliest) earliest = profile.expiryDate;
  }
  return earliest;
}

/**
 * Days a renewal of `months` calendar months adds, counted from where the renewal starts (see
 * renewedExpiry), so "1 mes" from 31 January lands on 28/29 February.
 */
export function monthsAsDays(current: string | null, today: string, months: number, graceDays = 0): number {
  const from = renewalStart(current, today, graceDays);
  return daysLeft(addMonths(from, months), from);
}

/**
 * YYYY-MM-DD plus `months` calendar months, the day clamped to the last of the month it lands in:
 * 31 January + 1 month is 28 (or 29) February, 31 August + 1 month is 30 September.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}
