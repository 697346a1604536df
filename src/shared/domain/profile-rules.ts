import { classifyExpiry } from './expiry';

// Rules of a single profile shared by the server's checks and the screens.

export const PROFILE_STATUSES = ['libre', 'ocupado', 'expirado'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** The picker's default colour: a profile left on it gets the automatic colour. */
export const DEFAULT_PROFILE_COLOR = '#3b82f6';

/** The colour a profile is drawn with. Ocupado ones follow their expiry unless given a custom colour. */
export const PROFILE_DISPLAY_COLORS = {
  libre: '#64748b',
  expirado: '#dc2626',
  expired: '#dc2626',
  near: '#f97316',
  active: '#16a34a',
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isCustomColor(color: string | null | undefined): color is string {
  return Boolean(color) && color!.toLowerCase() !== DEFAULT_PROFILE_COLOR;
}

export function profileDisplayColor(
  profile: { status: ProfileStatus; expiryDate: string | null; color?: string | null },
  today: string,
): string {
  if (profile.status === 'libre') return PROFILE_DISPLAY_COLORS.libre;
  if (profile.status === 'expirado') return PROFILE_DISPLAY_COLORS.expirado;
  if (isCustomColor(profile.color)) return profile.color;
  return PROFILE_DISPLAY_COLORS[classifyExpiry(profile.expiryDate, today)];
}

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 6;

export type PinProblem = 'notDigits' | 'length';

/** Spec section 5: digits only, 4 to 6 of them when present. An empty PIN is no PIN. */
export function pinProblem(pin: string | null | undefined): PinProblem | null {
  if (!pin) return null;
  if (!/^\d+$/.test(pin)) return 'notDigits';
  return pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH ? 'length' : null;
}

/**
 * The ten colours of the Editar Perfil picker: the default blue first, then nine that stay apart
 * from each other and from the automatic red, orange and green on every theme.
 */
export const PROFILE_COLORS = [
  DEFAULT_PROFILE_COLOR,
  '#7c3aed',
  '#db2777',
  '#22d3ee',
  '#facc15',
  '#a3e635',
  '#0f766e',
  '#f0abfc',
  '#a8a29e',
  '#854d0e',
] as const;

/**
 * The profiles a new account gets when none are sent, and what choosing another service in the
 * account form offers: Perfil 1..N, all libre, N the service's maximum (1 when unknown).
 */
export function freshProfiles(maxProfiles: number | null | undefined) {
  return Array.from({ length: Math.max(maxProfiles || 1, 1) }, (_, i) => ({
    name: `Perfil ${i + 1}`,
    status: 'libre' as const,
    clientId: null,
    pin: null,
    expiryDate: null,
    color: null,
    observations: null,
    customPrice: null,
  }));
}
