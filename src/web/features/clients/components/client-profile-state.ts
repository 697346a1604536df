import { classifyExpiry, daysLeft, type ExpiryState } from '#shared/domain/expiry';
import type { MessageProfile } from '#shared/domain/messaging';
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

/** The profile as the shared message functions read it. */
export const toMessageProfile = (profile: ClientProfile): MessageProfile => ({
  serviceName: profile.service_name,
  username: profile.username,
  password: profile.password,
  profileName: profile.profile_name,
  pin: profile.pin,
  expiryDate: profile.expiry_date,
  observations: profile.observations,
  servicePrice: profile.service_price,
  customPrice: profile.custom_price,
  status: profile.status,
});
