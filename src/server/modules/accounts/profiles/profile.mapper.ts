import type { Profile } from '#shared/schemas/profiles';
import type { ProfileRow } from './profile.repository';

/** A profile row as read (with its client's name), for other modules' types. */
export type { ProfileRow };

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
  planId: row.plan_id,
  endClientLabel: row.end_client_label,
});
