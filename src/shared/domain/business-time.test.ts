import { describe, expect, it } from 'vitest';
import {
  businessDayStart,
  businessTimeOfDay,
  businessToday,
  daysBetween,
  formatDisplayDate,
  formatDisplayTime,
  isIsoDate,
  isUserExpired,
  TIME_OF_DAY,
} from './business-time';

describe('businessToday', () => {
  it('is the date in Bogotá, not in UTC', () => {
    // 03:00 UTC on the 24th is still 22:00 on the 23rd in Bogotá (UTC-5).
    const instant = new Date('2026-11-24T03:00:00Z');
    expect(businessToday(instant)).toBe('2026-11-23');
    expect(businessToday(instant, 'UTC')).toBe('2026-11-24');
  });
});

describe('isUserExpired', () => {
  const evening = new Date('2026-11-24T03:00:00Z'); // 23 Nov, 22:00 in Bogotá

  it('never expires a user without an expiry date', () => {
    expect(isUserExpired(null, evening)).toBe(false);
  });

  it('lets a user work through the whole of their expiry day in the business time zone', () => {
    expect(isUserExpired('2026-11-23', evening)).toBe(false);
    expect(isUserExpired('2026-11-22', evening)).toBe(true);
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('23/11/2026')).toBe(false);
  });

  it('counts whole days and formats dd/mm/aaaa', () => {
    expect(daysBetween('2026-11-23', '2026-12-01')).toBe(8);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(formatDisplayDate('2026-03-07')).toBe('07/03/2026');
  });
});

describe('businessTimeOfDay', () => {
  it('is the wall clock in Bogotá (UTC−5), 24 h, so it compares with REMINDER_TIME as text', () => {
    expect(businessTimeOfDay(new Date('2026-11-27T12:59:00Z'))).toBe('07:59');
    expect(businessTimeOfDay(new Date('2026-11-27T13:00:00Z'))).toBe('08:00');
    expect(businessTimeOfDay(new Date('2026-11-28T04:30:00Z'))).toBe('23:30');
    expect(businessTimeOfDay(new Date('2026-11-28T05:05:00Z'))).toBe('00:05');
    expect(formatDisplayTime('2026-11-27T14:14:00Z')).toBe('9:14');
    expect(formatDisplayTime('2026-11-27T21:05:00Z')).toBe('16:05');
    expect(TIME_OF_DAY.test('08:00')).toBe(true);
    expect(TIME_OF_DAY.test('8:00')).toBe(false);
  });
});

describe('businessDayStart', () => {
  it('is midnight of that day in the business zone, as a UTC instant', () => {
    expect(businessDayStart('2026-11-27', 'America/Bogota').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(businessDayStart('2026-11-27', 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    // Madrid is UTC+2 in summer and UTC+1 in winter.
    expect(businessDayStart('2026-07-01', 'Europe/Madrid').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(businessDayStart('2026-12-01', 'Europe/Madrid').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('is the first instant businessToday calls that day', () => {
    const start = businessDayStart('2026-03-29', 'Europe/Madrid');
    expect(businessToday(start, 'Europe/Madrid')).toBe('2026-03-29');
    expect(businessToday(new Date(start.getTime() - 1000), 'Europe/Madrid')).toBe('2026-03-28');
  });
});
