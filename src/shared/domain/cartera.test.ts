import { describe, expect, it } from 'vitest';
import { daysOverdue, isOverdue } from './cartera';

describe('isOverdue', () => {
  it('is vencida only when the oldest due date is before the business day', () => {
    expect(isOverdue('2026-11-26', '2026-11-27')).toBe(true);
    // Due today still has the day to pay.
    expect(isOverdue('2026-11-27', '2026-11-27')).toBe(false);
    expect(isOverdue('2026-11-28', '2026-11-27')).toBe(false);
    expect(isOverdue(null, '2026-11-27')).toBe(false);
  });
});

describe('daysOverdue', () => {
  it('counts whole days past the due date, across a month and a year', () => {
    expect(daysOverdue('2026-11-26', '2026-11-27')).toBe(1);
    expect(daysOverdue('2025-12-31', '2026-01-30')).toBe(30);
    expect(daysOverdue('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysOverdue(null, '2026-11-27')).toBe(0);
  });
});
