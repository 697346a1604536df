import { describe, expect, it } from 'vitest';
import { lastMonths, monthOf, periodRange } from './periods';

describe('periodRange', () => {
  it('answers [from, to) for a year, a month and a day', () => {
    expect(periodRange({})).toBeNull();
    expect(periodRange({ year: 2026 })).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(periodRange({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', to: '2026-03-01' });
    expect(periodRange({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(periodRange({ year: 2024, month: 2, day: 29 })).toEqual({ from: '2024-02-29', to: '2024-03-01' });
    expect(periodRange({ year: 2026, month: 12, day: 31 })).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });
});

describe('lastMonths', () => {
  it('answers the months ending with today’s, oldest first, across a new year', () => {
    expect(lastMonths('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11-30', 12)[0]).toBe('2025-12');
    expect(lastMonths('2026-11-30', 12).at(-1)).toBe('2026-11');
  });
  it('reads the month of a business date', () => {
    expect(monthOf('2026-09-01')).toEqual({ year: 2026, month: 9 });
  });
});
