import { describe, expect, it } from 'vitest';
import { addMonths } from './expiry';
import { comboPriceFor, planExpiry, planPriceFor, planRenewalExpiry, planResellerPrice } from './plans';

describe('planResellerPrice', () => {
  it('is 80 % of the price in whole pesos unless one is given', () => {
    expect(planResellerPrice(15000)).toBe(12000);
    expect(planResellerPrice(12345)).toBe(9876);
    expect(planResellerPrice(0)).toBe(0);
    expect(planResellerPrice(15000, 11000)).toBe(11000);
    expect(planResellerPrice(15000, 0)).toBe(0);
    expect(planResellerPrice(15000, null)).toBe(12000);
  });
});

describe('planPriceFor', () => {
  it('charges a revendedor the reseller price and anyone else the price', () => {
    const plan = { price: 15000, resellerPrice: 12000 };
    expect(planPriceFor(plan, 'revendedor')).toBe(12000);
    expect(planPriceFor(plan, 'cliente')).toBe(15000);
    expect(planPriceFor(plan, null)).toBe(15000);
  });
});

describe('comboPriceFor', () => {
  it('charges the whole combo once: its reseller price for a revendedor, else its price', () => {
    const combo = { price: 25000, resellerPrice: 20000 };
    expect(comboPriceFor(combo, 'revendedor')).toBe(20000);
    expect(comboPriceFor(combo, 'cliente')).toBe(25000);
    expect(comboPriceFor(combo, undefined)).toBe(25000);
  });
});

describe('addMonths', () => {
  it('adds calendar months, clamping the day to the end of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-31', 12)).toBe('2027-12-31');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
  });
});

describe('planExpiry and planRenewalExpiry', () => {
  const days27 = { durationDays: 27, durationMonths: null };
  const months3 = { durationDays: null, durationMonths: 3 };
  it('counts days or calendar months from the date given', () => {
    expect(planExpiry('2026-01-31', days27)).toBe('2026-02-27');
    expect(planExpiry('2026-11-30', months3)).toBe('2027-02-28');
  });
  it('renews from the later of today and the current expiry', () => {
    expect(planRenewalExpiry('2026-02-10', '2026-02-01', days27)).toBe('2026-03-09');
    expect(planRenewalExpiry('2026-01-20', '2026-02-01', days27)).toBe('2026-02-28');
    expect(planRenewalExpiry(null, '2026-01-31', { durationDays: null, durationMonths: 1 })).toBe(
      '2026-02-28',
    );
    // Two days expired, inside a 3-day grace period: from the old expiry, no free days.
    expect(planRenewalExpiry('2026-01-30', '2026-02-01', days27, 3)).toBe('2026-02-26');
  });
});
