import { daysBetween } from './business-time';

// The grace period (issue 25, item 6; docs/decisions/040). A shop setting, graceDays (0 to 30,
// 3 by default): for that many days after the expiry date the client keeps the profile, and a
// renewal counts from the old expiry (no free days). From the day after, the daily job releases it.
// Dates are business dates (TZ_APP); an expiry date is read as its midnight, so a profile whose
// expiry is today is already expired, and is in grace today.

export const DEFAULT_GRACE_DAYS = 3;
export const MAX_GRACE_DAYS = 30;

/** active: not expired yet; grace: expired, still held and renewable from the old date; past: to release. */
export type GraceState = 'active' | 'grace' | 'past';

/**
 * Where a profile with this expiry stands today. In grace from the expiry date through
 * expiry + graceDays (so with 3 days, expiring on the 24th, it is in grace on the 24th to the 27th);
 * past grace from the next day on. No date is active (it never expires).
 */
export function graceState(
  expiryDate: string | null | undefined,
  today: string,
  graceDays: number,
): GraceState {
  if (!expiryDate) return 'active';
  const late = daysBetween(expiryDate, today);
  if (late < 0) return 'active';
  return late <= graceDays ? 'grace' : 'past';
}

/** The last business date of the grace period: the profile is released the day after. */
export function graceEnd(expiryDate: string, graceDays: number): string {
  const [y, m, d] = expiryDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + graceDays)).toISOString().slice(0, 10);
}

/** The first business date the daily job releases a profile with this expiry. */
export const releaseDate = (expiryDate: string, graceDays: number) => graceEnd(expiryDate, graceDays + 1);

/**
 * The date a renewal counts from. Not expired: the current expiry (the days still paid are kept).
 * In grace: the old expiry too, so the days since it are not given away. Past grace (a profile the
 * job has not released yet) or no date: today. `graceDays` 0 gives the rule without grace: the
 * later of today and the expiry.
 */
export function renewalStart(
  expiryDate: string | null | undefined,
  today: string,
  graceDays: number,
): string {
  if (!expiryDate) return today;
  if (expiryDate > today) return expiryDate;
  return graceState(expiryDate, today, graceDays) === 'grace' ? expiryDate : today;
}

/**
 * The latest expiry date the daily job releases today: every ocupado profile expiring on or
 * before it is past grace (expiry + graceDays < today).
 */
export const lastReleasedExpiry = (today: string, graceDays: number) => graceEnd(today, -graceDays - 1);
