import type { Db } from '../../../app-context';
import { openCredentials } from '../../../lib/credentials';
import { accountProfileCount } from '../../../lib/account-profile-count';

/** Held profiles with their client, account and service: what Avisos and the release preview show. */
const heldProfiles = (db: Db) =>
  db
    .selectFrom('profiles')
    .innerJoin('clients', 'clients.id', 'profiles.client_id')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id');

/**
 * The profiles a reminder is about (docs/decisions/014): ocupado ones expiring on or before
 * `lastDate`, and every one marked expirado, with their client, account and service. Served by
 * the (status, expiry_date) index on profiles. `clientIds` narrows it to those clients (a page of
 * Avisos).
 */
export const listDueProfiles = (db: Db, lastDate: string, clientIds?: readonly number[]) =>
  heldProfiles(db)
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
    .select(accountProfileCount)
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

/** Where a batch of the grace release starts: after this (expiry date, id), in that order. */
export interface ReleaseCursor {
  expiryDate: string;
  id: number;
}

/**
 * The next `limit` ocupado profiles expiring on or before `lastExpiry` (past their grace), after
 * `cursor`, in (expiry date, id) order: a range of the (status, expiry_date …) index, never a scan
 * of every profile. Enough of each to audit the release without another read of the account.
 */
export const listPastGraceBatch = (db: Db, lastExpiry: string, cursor: ReleaseCursor | null, limit: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id',
      'profiles.account_id',
      'profiles.expiry_date',
      'accounts.username',
      'services.name as service_name',
    ])
    .where('profiles.status', '=', 'ocupado')
    .where('profiles.expiry_date', '<=', lastExpiry)
    .$if(cursor !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('profiles.expiry_date', '>', cursor!.expiryDate),
          eb.and([eb('profiles.expiry_date', '=', cursor!.expiryDate), eb('profiles.id', '>', cursor!.id)]),
        ]),
      ),
    )
    .orderBy('profiles.expiry_date')
    .orderBy('profiles.id')
    .limit(limit)
    .execute();

/**
 * The ocupado profiles already expired (expiry on or before `today`): those in grace and those the
 * job will release, oldest expiry first, one page. Served by the (status, expiry_date …) index.
 */
export const listExpiredHeldPage = (db: Db, today: string, offset: number, limit: number) =>
  heldProfiles(db)
    .select([
      'profiles.id as profile_id',
      'profiles.name as profile_name',
      'profiles.expiry_date',
      'accounts.id as account_id',
      'accounts.username',
      'services.name as service_name',
      'clients.id as client_id',
      'clients.name as client_name',
    ])
    .where('profiles.status', '=', 'ocupado')
    .where('profiles.expiry_date', '<=', today)
    .orderBy('profiles.expiry_date')
    .orderBy('profiles.id')
    .offset(offset)
    .limit(limit)
    .execute();

export const countExpiredHeld = (db: Db, today: string) =>
  db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'ocupado')
    .where('expiry_date', '<=', today)
    .where('client_id', 'is not', null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
