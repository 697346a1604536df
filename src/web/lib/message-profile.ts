import type { MessageProfile } from '#shared/domain/messaging';
import type { Account } from '#shared/schemas/accounts';
import type { ClientProfile } from '#shared/schemas/clients';
import type { Profile } from '#shared/schemas/profiles';

// Cuentas, Clientes and messaging compose messages about the same profiles, read from two
// answers' shapes; the mapping lives here so that no feature imports another's.

/** A profile of an account (Cuentas) as the message templates read it. */
export const messageProfileOf = (
  account: Account,
  profile: Profile,
): MessageProfile & { status: Profile['status'] } => ({
  serviceName: account.service.name,
  username: account.username,
  password: account.password,
  profileName: profile.name,
  pin: profile.pin,
  expiryDate: profile.expiryDate,
  observations: profile.observations,
  servicePrice: account.service.price,
  customPrice: profile.customPrice,
  status: profile.status,
  accountProfileCount: account.profiles.length,
  accountId: account.id,
});

/** A profile a client holds (Clientes) as the message templates read it. */
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
  accountProfileCount: profile.account_profiles,
  accountId: profile.account_id,
});
