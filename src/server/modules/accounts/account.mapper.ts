import type { Selectable } from 'kysely';
import { accountPriority, addDays, earliestOccupiedExpiry } from '#shared/domain/expiry';
import type { Account, AccountEvent } from '#shared/schemas/accounts';
import type { Profile } from '#shared/schemas/profiles';
import type { AccountEventsTable } from '../../db/schema';
import { toIso } from '../../lib/time';
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

export const toAccountEvent = (row: Selectable<AccountEventsTable>): AccountEvent => ({
  id: row.id,
  type: row.type,
  profileId: row.profile_id,
  profileName: row.profile_name,
  clientName: row.client_name,
  previousExpiry: row.previous_expiry,
  newExpiry: row.new_expiry,
  days: row.days,
  amount: row.amount,
  reason: row.reason,
  userId: row.user_id,
  userName: row.user_name,
  createdAt: toIso(row.created_at),
});

export { actorOf, type Actor } from '../users/user.mapper';
