import { classifyExpiry, daysLeft, type ExpiryState } from '#shared/domain/expiry';
import type { ClientProfile } from '#shared/schemas/clients';

/**
 * A held profile's colour in the profiles modal (spec section 4): red when expired or marked
 * expirado, orange when 1 to 5 days are left, green otherwise.
 */
export const clientProfileState = (profile: ClientProfile, today: string): ExpiryState =>
  profile.status === 'expirado' ? 'expired' : classifyExpiry(profile.expiry_date, today);

/** Days left (negative once past), or null without a date. */
export const clientProfileDays = (profile: ClientProfile, today: string) =>
  profile.expiry_date ? daysLeft(profile.expiry_date, today) : null;
