// Dates as the business sees them. "Today", expiry and month boundaries are those of the business
// time zone (TZ_APP, America/Bogota by default), never of the server's or the browser's clock zone.
export const DEFAULT_TIME_ZONE = 'America/Bogota';

/** The calendar date (YYYY-MM-DD) at `now` in the given IANA time zone. */
// Building an Intl.DateTimeFormat costs far more than formatting with one, and the server asks
// for today on every request (the session's expiry check, the lists' colours): one per zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function businessToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** How far the time zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a business day (YYYY-MM-DD) begins in the time zone: a stored timestamp at or after
 * it, and not in the future, is "today" for businessToday.
 */
export function businessDayStart(day: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // Twice: the offset at the first guess may differ from the offset at midnight (a DST change).
  let start = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
  start = midnightUtc - zoneOffsetMs(new Date(start), timeZone);
  return new Date(start);
}

/** A time of day written HH:MM, 00:00 to 23:59 (the shop's opening hour, REMINDER_TIME). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The wall-clock time (HH:MM, 24 h) at `now` in the given time zone: compares with TIME_OF_DAY values. */
export function businessTimeOfDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const toUtc = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/**
 * A staff user with an expiry date may work through the whole of that day in the business time
 * zone; from the next day on they are expired and can neither sign in nor use an open session.
 */
export function isUserExpired(expiryDate: string | null | undefined, now: Date, timeZone?: string): boolean {
  if (!expiryDate) return false;
  return expiryDate < businessToday(now, timeZone);
}

/** dd/mm/aaaa, the way Colombian users read a date. */
export function formatDisplayDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A timestamp shown in the business time zone: dd/mm/aaaa hh:mm. */
export function formatDisplayDateTime(
  iso: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('es-CO', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** The time of day of a timestamp in the business time zone, as said aloud: 9:14, 16:05. */
export function formatDisplayTime(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es-CO', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
