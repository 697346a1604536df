import { describe, expect, it } from 'vitest';
import { monthsAsDays, renewedExpiry } from './expiry';
import { graceEnd, graceState, lastReleasedExpiry, releaseDate, renewalStart } from './grace';

const today = '2026-11-27';

describe('graceState', () => {
  it.each([
    ['2026-11-28', 3, 'active'], // expires tomorrow
    [today, 3, 'grace'], // the date read as its midnight: expired today, first day of grace
    ['2026-11-24', 3, 'grace'], // the last day of 3 days of grace
    ['2026-11-23', 3, 'past'], // released from today on
    [today, 0, 'grace'], // no grace: the expiry day itself still renews from the old date
    ['2026-11-26', 0, 'past'],
    ['2026-10-28', 30, 'grace'],
    ['2026-10-27', 30, 'past'],
  ] as const)('%s with %i days → %s', (expiry, days, state) => {
    expect(graceState(expiry, today, days)).toBe(state);
  });

  it('a profile without a date never expires', () => {
    expect(graceState(null, today, 3)).toBe('active');
  });
});

describe('grace dates', () => {
  it('the grace ends graceDays after the expiry; the release comes the next day', () => {
    expect(graceEnd('2026-11-24', 3)).toBe('2026-11-27');
    expect(releaseDate('2026-11-24', 3)).toBe('2026-11-28');
    expect(releaseDate('2026-12-30', 3)).toBe('2027-01-03');
  });

  it('the job releases expiries on or before today − graceDays − 1', () => {
    expect(lastReleasedExpiry(today, 3)).toBe('2026-11-23');
    expect(lastReleasedExpiry(today, 0)).toBe('2026-11-26');
    expect(graceState(lastReleasedExpiry(today, 3), today, 3)).toBe('past');
    expect(graceState(graceEnd(lastReleasedExpiry(today, 3), 1), today, 3)).toBe('grace');
  });
});

describe('renewalStart', () => {
  it('counts from the old expiry while it runs or is in grace, else from today', () => {
    expect(renewalStart('2026-12-10', today, 3)).toBe('2026-12-10');
    expect(renewalStart(today, today, 3)).toBe(today);
    expect(renewalStart('2026-11-24', today, 3)).toBe('2026-11-24');
    expect(renewalStart('2026-11-23', today, 3)).toBe(today);
    expect(renewalStart(null, today, 3)).toBe(today);
  });

  it('renewedExpiry and monthsAsDays follow it: a renewal in grace gives no free days', () => {
    expect(renewedExpiry('2026-11-25', today, 30, 3)).toBe('2026-12-25');
    expect(renewedExpiry('2026-11-25', today, 30)).toBe('2026-12-27'); // without grace: from today
    expect(renewedExpiry('2026-11-20', today, 30, 3)).toBe('2026-12-27');
    expect(monthsAsDays('2026-10-31', '2026-11-02', 1, 3)).toBe(30); // 31 Oct → 30 Nov
    expect(monthsAsDays('2026-10-31', '2026-11-02', 1)).toBe(30); // 2 Nov → 2 Dec
  });
});
