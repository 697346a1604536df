import { accountPriority, addDays, earliestOccupiedExpiry } from '#shared/domain/expiry';
import type { Account } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import type { AccountRow } from './account.repository';
import type { ProfileRow } from './profile.repository';

/** A supplier payment due within this many days (or overdue) is flagged. */
export const PROVIDER_DUE_DAYS = 5;

export const providerDueBy = (today: string) => addDays(today, PROVIDER_DUE_DAYS);

export const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  accountId: row.account_id,
  position: row.position,
  name: row.name,
  status: row.status,
  clientId: row.client_id,
  clientName: row.client_name,
  pin: row.pin,
  expiryDate: row.expiry_date,
  color: row.color,
  observations: row.observations,
  customPrice: row.custom_price,
  version: row.version,
});

export function toAccount(row: AccountRow, profiles: ProfileRow[], today: string): Account {
  // Read from the profiles rather than the ordering column, which also encodes expirado by hand.
  const shown = profiles.map(toProfile);
  return {
    id: row.id,
    serviceId: row.service_id,
    service: {
      id: row.service_id,
      name: row.service_name,
      image: row.service_image,
      price: row.service_price,
      maxProfiles: row.service_max_profiles,
    },
    username: row.username,
    password: row.password,
    observation: row.observation,
    hidden: Boolean(row.hidden_by_user),
    priority: accountPriority(shown, today),
    nextExpiry: earliestOccupiedExpiry(shown),
    providerCost: row.provider_cost,
    providerRenewalDate: row.provider_renewal_date,
    providerDue: row.provider_renewal_date !== null && row.provider_renewal_date <= providerDueBy(today),
    profiles: shown,
  };
}

export { actorOf, type Actor } from '../../identity/actor';
