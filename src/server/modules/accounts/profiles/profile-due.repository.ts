import type { Db } from '../../../app-context';
import { openCredentials } from '../../../lib/credentials';

/**
 * The profiles a reminder is about (docs/decisions/014): ocupado ones expiring on or before
 * `lastDate`, and every one marked expirado, with their client, account and service. Served by
 * the (status, expiry_date) index on profiles. `clientIds` narrows it to those clients (a page of
 * Avisos).
 */
export const listDueProfiles = (db: Db, lastDate: string, clientIds?: readonly number[]) =>
  db
    .selectFrom('profiles')
    .innerJoin('clients', 'clients.id', 'profiles.client_id')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id as profile_id',
      'profiles.name as profile_name',
      'profiles.status',
      'profiles.pin',
      'profiles.expiry_date',
      'profiles.observations',
      'profiles.custom_price',
      'profiles.updated_at',
      'accounts.id as account_id',
      'accounts.username',
      'accounts.password',
      'services.name as service_name',
      'services.price as service_price',
      'clients.id as client_id',
      'clients.name as client_name',
      'clients.phone as client_phone',
      'clients.type as client_type',
    ])
    .where((eb) =>
      eb.or([
        eb('profiles.status', '=', 'expirado'),
        eb.and([eb('profiles.status', '=', 'ocupado'), eb('profiles.expiry_date', '<=', lastDate)]),
      ]),
    )
    .$if(clientIds !== undefined, (query) => query.where('profiles.client_id', 'in', clientIds ?? []))
    .orderBy('profiles.expiry_date')
    .orderBy('profiles.id')
    .execute()
    .then(openCredentials);
