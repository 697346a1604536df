import { describe, expect, it } from 'vitest';
import {
  accountPriority,
  earliestOccupiedExpiry,
  addDays,
  classifyExpiry,
  defaultExpiry,
  expiryStateAt,
  monthsAsDays,
  NOTIFY_WINDOW_DAYS,
  renewedExpiry,
} from './expiry';

const today = '2026-11-24';

describe('classifyExpiry', () => {
  it.each([
    ['2026-11-01', 'expired'],
    ['2026-11-23', 'expired'],
    [today, 'expired'], // the date read as its midnight: today is already past it
    ['2026-11-25', 'near'], // tomorrow: 1 day left
    ['2026-11-29', 'near'], // day 5
    ['2026-11-30', 'active'], // day 6
    ['2026-12-24', 'active'],
  ] as const)('%s → %s', (expiry, state) => {
    expect(classifyExpiry(expiry, today)).toBe(state);
  });

  it('uses 7 days in the notify window', () => {
    expect(classifyExpiry('2026-11-30', today, NOTIFY_WINDOW_DAYS)).toBe('near'); // day 6
    expect(classifyExpiry('2026-12-01', today, NOTIFY_WINDOW_DAYS)).toBe('near'); // day 7
    expect(classifyExpiry('2026-12-02', today, NOTIFY_WINDOW_DAYS)).toBe('active'); // day 8
  });

  it('treats a missing date as active', () => {
    expect(classifyExpiry(null, today)).toBe('active');
  });

  it('takes today in Bogotá, not UTC', () => {
    // 04:59 UTC on the 25th is still 23:59 of the 24th in Bogotá (UTC-5).
    expect(expiryStateAt('2026-11-25', new Date('2026-11-25T04:59:00Z'), 'America/Bogota')).toBe('near');
    expect(expiryStateAt('2026-11-25', new Date('2026-11-25T05:00:00Z'), 'America/Bogota')).toBe('expired');
    expect(expiryStateAt('2026-11-25', new Date('2026-11-25T04:59:00Z'), 'UTC')).toBe('expired');
  });
});

describe('dates', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('defaults a new expiry to 30 days from today', () => {
    expect(defaultExpiry(today)).toBe('2026-12-24');
  });
  it('renews from the later of today and the current expiry', () => {
    expect(renewedExpiry('2026-12-01', today, 30)).toBe('2026-12-31');
    expect(renewedExpiry('2026-11-10', today, 30)).toBe('2026-12-24');
    expect(renewedExpiry(null, today, 30)).toBe('2026-12-24');
  });
});

describe('accountPriority', () => {
  const occupied = (expiryDate: string | null) => ({ status: 'ocupado', expiryDate });
  it('is 3 with an expired occupied profile, 2 near expiry, else 1', () => {
    expect(accountPriority([occupied('2026-12-20'), occupied(today)], today)).toBe(3);
    expect(accountPriority([occupied('2026-12-20'), occupied('2026-11-29')], today)).toBe(2);
    expect(accountPriority([occupied('2026-11-30'), { status: 'libre', expiryDate: null }], today)).toBe(1);
  });
  it('counts a profile marked expirado as expired whatever its date, and ignores libre ones', () => {
    expect(accountPriority([{ status: 'expirado', expiryDate: '2026-12-31' }], today)).toBe(3);
    expect(accountPriority([{ status: 'expirado', expiryDate: null }, occupied('2026-11-29')], today)).toBe(
      3,
    );
    expect(accountPriority([{ status: 'libre', expiryDate: '2026-01-01' }], today)).toBe(1);
  });
});

describe('earliestOccupiedExpiry', () => {
  it('is the earliest date among occupied profiles only, or null', () => {
    const profiles = [
      { status: 'ocupado', expiryDate: '2026-12-20' },
      { status: 'expirado', expiryDate: '2026-01-01' },
      { status: 'ocupado', expiryDate: '2026-11-29' },
      { status: 'ocupado', expiryDate: null },
    ];
    expect(earliestOccupiedExpiry(profiles)).toBe('2026-11-29');
    expect(earliestOccupiedExpiry([{ status: 'libre', expiryDate: null }])).toBeNull();
  });
});

describe('monthsAsDays', () => {
  it('counts calendar months from the later of today and the current expiry', () => {
    expect(monthsAsDays(null, '2026-01-15', 1)).toBe(31);
    expect(monthsAsDays('2026-01-31', '2026-01-10', 1)).toBe(28);
    expect(monthsAsDays('2025-12-01', '2026-03-01', 3)).toBe(92);
    expect(monthsAsDays(null, '2026-01-01', 12)).toBe(365);
    expect(renewedExpiry('2026-01-31', '2026-01-10', monthsAsDays('2026-01-31', '2026-01-10', 1))).toBe(
      '2026-02-28',
    );
  });
});
