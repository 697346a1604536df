import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_COLOR,
  freshProfiles,
  HEX_COLOR,
  PROFILE_COLORS,
  PROFILE_DISPLAY_COLORS,
  pinProblem,
  profileDisplayColor,
} from './profile-rules';

const today = '2026-11-24';

describe('profileDisplayColor', () => {
  const occupied = (expiryDate: string, color: string | null = null) =>
    profileDisplayColor({ status: 'ocupado', expiryDate, color }, today);

  it('follows the expiry of an occupied profile', () => {
    expect(occupied(today)).toBe(PROFILE_DISPLAY_COLORS.expired);
    expect(occupied('2026-11-29')).toBe(PROFILE_DISPLAY_COLORS.near);
    expect(occupied('2026-11-30')).toBe(PROFILE_DISPLAY_COLORS.active);
  });
  it('lets a custom colour override it, but not the default blue', () => {
    expect(occupied(today, '#a855f7')).toBe('#a855f7');
    expect(occupied(today, DEFAULT_PROFILE_COLOR)).toBe(PROFILE_DISPLAY_COLORS.expired);
    expect(occupied(today, '#3B82F6')).toBe(PROFILE_DISPLAY_COLORS.expired);
  });
  it('gives libre and expirado their own colours, custom or not', () => {
    expect(profileDisplayColor({ status: 'libre', expiryDate: null, color: '#a855f7' }, today)).toBe(
      PROFILE_DISPLAY_COLORS.libre,
    );
    expect(profileDisplayColor({ status: 'expirado', expiryDate: '2027-01-01' }, today)).toBe(
      PROFILE_DISPLAY_COLORS.expirado,
    );
  });
});

describe('pinProblem', () => {
  it.each([
    [null, null],
    ['', null],
    ['1234', null],
    ['123456', null],
    ['123', 'length'],
    ['1234567', 'length'],
    ['12a4', 'notDigits'],
    ['12 34', 'notDigits'],
  ] as const)('%s → %s', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });
});

describe('PROFILE_COLORS', () => {
  it('offers ten distinct colours, the default first, none of them an automatic one', () => {
    expect(PROFILE_COLORS).toHaveLength(10);
    expect(PROFILE_COLORS[0]).toBe(DEFAULT_PROFILE_COLOR);
    expect(new Set(PROFILE_COLORS).size).toBe(10);
    const automatic = new Set<string>(Object.values(PROFILE_DISPLAY_COLORS));
    for (const color of PROFILE_COLORS) {
      expect(HEX_COLOR.test(color)).toBe(true);
      expect(automatic.has(color)).toBe(false);
    }
  });
});

describe('freshProfiles', () => {
  it("gives Perfil 1..N, all libre, N the service's maximum, and one when it is unknown", () => {
    expect(freshProfiles(3).map((p) => [p.name, p.status, p.clientId])).toEqual([
      ['Perfil 1', 'libre', null],
      ['Perfil 2', 'libre', null],
      ['Perfil 3', 'libre', null],
    ]);
    expect(freshProfiles(0)).toHaveLength(1);
    expect(freshProfiles(null)).toHaveLength(1);
  });
});
