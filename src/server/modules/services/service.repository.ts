import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../app-context';
import type { ServicesTable } from '../../db/schema';
import { openCredentials } from '../../lib/credentials';
import { containsText } from '../../lib/like';

/** Every service column plus how many accounts it has. */
const withAccountsCount = (db: Db) =>
  db
    .selectFrom('services')
    .selectAll('services')
    .select((eb) =>
      eb
        .selectFrom('accounts')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('accounts.service_id', '=', 'services.id')
        .as('accounts_count'),
    );

export function listServices(
  db: Db,
  searchKey: string | undefined,
  page?: { limit: number; offset: number },
) {
  let query = withAccountsCount(db)
    .$if(Boolean(searchKey), (qb) => qb.where(containsText('services.name_key', searchKey!)))
    .orderBy('services.name_key')
    .orderBy('services.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countServices(db: Db, searchKey: string | undefined) {
  const query = db
    .selectFrom('services')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(Boolean(searchKey), (qb) => qb.where(containsText('services.name_key', searchKey!)));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const findService = (db: Db, id: number) =>
  withAccountsCount(db).where('services.id', '=', id).executeTakeFirst();

export const findServiceByNameKey = (db: Db, nameKey: string) =>
  db.selectFrom('services').select('id').where('name_key', '=', nameKey).executeTakeFirst();

export const insertService = (db: Db, row: Insertable<ServicesTable>) =>
  db.insertInto('services').values(row).returning('id').executeTakeFirstOrThrow();

export const updateService = (db: Db, id: number, changes: Updateable<ServicesTable>) =>
  db.updateTable('services').set(changes).where('id', '=', id).executeTakeFirst();

export const deleteService = (db: Db, id: number) =>
  db.deleteFrom('services').where('id', '=', id).executeTakeFirst();

export async function countServiceAccounts(db: Db, serviceId: number) {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accounts of a service with their profiles and holders, for the CSV export. */
export const listServiceProfilesForExport = (db: Db, serviceId: number) =>
  db
    .selectFrom('accounts')
    .leftJoin('profiles', 'profiles.account_id', 'accounts.id')
    .leftJoin('clients', 'clients.id', 'profiles.client_id')
    .select([
      'accounts.id as account_id',
      'accounts.username',
      'accounts.password',
      'accounts.observation',
      'profiles.name as profile_name',
      'profiles.status',
      'profiles.pin',
      'profiles.expiry_date',
      'clients.name as client_name',
      'clients.phone as client_phone',
    ])
    .where('accounts.service_id', '=', serviceId)
    .orderBy('accounts.id')
    .orderBy('profiles.position')
    .orderBy('profiles.id')
    .execute()
    .then(openCredentials);

/** Ids of the services whose name contains the search key (the account search uses them). */
export const listServiceIdsByNameKey = (db: Db, key: string) =>
  db.selectFrom('services').select('id').where(containsText('services.name_key', key)).execute();
