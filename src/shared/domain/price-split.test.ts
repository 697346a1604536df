import { describe, expect, it } from 'vitest';
import { splitInProportion } from './price-split';

describe('splitInProportion', () => {
  it('splits a combo price by its plans’ prices in whole pesos', () => {
    // Netflix 15.000 + Disney+ 10.000 sold together for 20.000: 12.000 and 8.000.
    expect(splitInProportion(20000, [15000, 10000])).toEqual([12000, 8000]);
  });

  it('gives the pesos a division leaves over to the largest fractions, adding up exactly', () => {
    expect(splitInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitInProportion(100, [1, 2])).toEqual([33, 67]);
    expect(splitInProportion(29999, [14900, 12900, 9900])).toEqual([11856, 10265, 7878]);
  });

  it('always adds up to the total, for many prices and totals', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 500; i++) {
      const weights = Array.from({ length: 2 + Math.floor(next() * 4) }, () => Math.floor(next() * 60000));
      const total = Math.floor(next() * 200000);
      const shares = splitInProportion(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
    }
  });

  it('splits equally when every plan is free, and refuses what is not money', () => {
    expect(splitInProportion(9, [0, 0])).toEqual([5, 4]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(() => splitInProportion(10.5, [1])).toThrow(RangeError);
    expect(() => splitInProportion(10, [])).toThrow(RangeError);
    expect(() => splitInProportion(10, [-1, 2])).toThrow(RangeError);
  });
});
