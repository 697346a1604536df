import type { Db } from '../../app-context';

// A revendedor's portal (docs/decisions/056): the profiles they hold, read without their
// credentials (the page reveals those one at a time, through /reveal), by profiles_client_status
// index; and the end-client name written on one of them.

export const listHeldProfiles = (db: Db, clientId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.status',
      'profiles.expiry_date',
      'profiles.custom_price',
      'profiles.end_client_label',
      'accounts.id as account_id',
      'services.name as service_name',
      'services.price as service_price',
    ])
    .where('profiles.client_id', '=', clientId)
    .where('profiles.status', '!=', 'libre')
    .execute();

/** One profile the client holds, with what the audit trail names it by; undefined when not theirs. */
export const findHeldProfile = (db: Db, id: number, clientId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.end_client_label',
      'accounts.id as account_id',
      'accounts.username',
      'services.name as service_name',
    ])
    .where('profiles.id', '=', id)
    .where('profiles.client_id', '=', clientId)
    .where('profiles.status', '!=', 'libre')
    .executeTakeFirst();
