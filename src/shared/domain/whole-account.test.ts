import { describe, expect, it } from 'vitest';
import { wholeAccountHolder } from './whole-account';

describe('wholeAccountHolder', () => {
  it('is the client holding every profile of an account of two or more', () => {
    const held = (clientId: number | null, status = 'ocupado') => ({ clientId, status });
    expect(wholeAccountHolder([held(7), held(7), held(7, 'expirado')])).toBe(7);
    expect(wholeAccountHolder([held(7), held(8)])).toBeNull();
    expect(wholeAccountHolder([held(7), held(null, 'libre')])).toBeNull();
    // A libre profile that still names its last holder is not held.
    expect(wholeAccountHolder([held(7), held(7, 'libre')])).toBeNull();
    expect(wholeAccountHolder([held(7)])).toBeNull();
    expect(wholeAccountHolder([])).toBeNull();
  });
});
