import { accountPriority, addDays, earliestOccupiedExpiry } from '#shared/domain/expiry';
import type { Account } from '#shared/schemas/accounts';
import type { AccountRow } from './account.repository';
import { toProfile, type ProfileRow } from './profiles/profile.mapper';

/** A supplier payment due within this many days (or overdue) is flagged. */
export const PROVIDER_DUE_DAYS = 5;

export const providerDueBy = (today: string) => addDays(today, PROVIDER_DUE_DAYS);

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
