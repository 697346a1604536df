import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { DialectName } from '../../db/database';
import type { IncidentClientsTable, IncidentProfilesTable, IncidentsTable } from '../../db/schema';
import { chunks, rowsPerInsert } from '../../lib/chunks';

// Every query of the incidents (docs/decisions/050): the scope's accounts, the occupied profiles
// they hold, and the incident's own three tables.

/** The ids of the accounts among `ids` that exist. */
export async function existingAccountIds(db: Db, ids: readonly number[]) {
  const found: number[] = [];
  for (const slice of chunks([...new Set(ids)], 5000))
    found.push(
      ...(await db.selectFrom('accounts').select('id').where('id', 'in', slice).execute()).map((r) => r.id),
    );
  return found.sort((a, b) => a - b);
}

/** Up to `limit` account ids of a service, or of a supplier payment date, in id order. */
export const accountIdsWhere = (
  db: Db,
  where: { serviceId: number } | { providerRenewalDate: string },
  limit: number,
) =>
  db
    .selectFrom('accounts')
    .select('id')
    .$if('serviceId' in where, (qb) =>
      qb.where('service_id', '=', (where as { serviceId: number }).serviceId),
    )
    .$if('providerRenewalDate' in where, (qb) =>
      qb.where('provider_renewal_date', '=', (where as { providerRenewalDate: string }).providerRenewalDate),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => r.id));

/**
 * The occupied profiles of these accounts that have a holder and an expiry: what an incident
 * moves. With their client, account and service named, in client then account order.
 */
const heldProfilesQuery = (db: Db, accountIds: number[]) =>
  db
    .selectFrom('profiles as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('services as s', 's.id', 'a.service_id')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .select([
      'p.id as profile_id',
      'p.name as profile_name',
      'p.account_id',
      'p.client_id',
      'p.expiry_date',
      'p.version',
      'p.position',
      'a.username as account_username',
      's.name as service_name',
      'c.name as client_name',
      'c.name_key as client_key',
      'c.phone as client_phone',
    ])
    .where('p.account_id', 'in', accountIds)
    .where('p.status', '=', 'ocupado')
    .where('p.expiry_date', 'is not', null);

export async function heldProfilesOf(db: Db, accountIds: readonly number[]) {
  const rows: Awaited<ReturnType<ReturnType<typeof heldProfilesQuery>['execute']>> = [];
  for (const slice of chunks([...accountIds], 5000))
    rows.push(...(await heldProfilesQuery(db, slice).execute()));
  return rows
    .map((r) => ({ ...r, client_id: r.client_id as number, expiry_date: r.expiry_date as string }))
    .sort(
      (a, b) =>
        a.client_key.localeCompare(b.client_key) ||
        a.client_id - b.client_id ||
        a.service_name.localeCompare(b.service_name) ||
        a.account_id - b.account_id ||
        a.position - b.position,
    );
}
export type HeldProfileRow = Awaited<ReturnType<typeof heldProfilesOf>>[number];

/** The profiles by id as they are now (an undo checks each against what the incident set). */
const profilesNowQuery = (db: Db, ids: number[]) =>
  db
    .selectFrom('profiles')
    .select(['id', 'status', 'client_id', 'expiry_date', 'version', 'account_id'])
    .where('id', 'in', ids);

export async function profilesNow(db: Db, ids: readonly number[]) {
  const rows: Awaited<ReturnType<ReturnType<typeof profilesNowQuery>['execute']>> = [];
  for (const slice of chunks([...ids], 5000)) rows.push(...(await profilesNowQuery(db, slice).execute()));
  return rows;
}

export const insertIncident = (db: Db, row: Insertable<IncidentsTable>) =>
  db.insertInto('incidents').values(row).returning('id').executeTakeFirstOrThrow();

export async function insertIncidentProfiles(db: Db, rows: Insertable<IncidentProfilesTable>[]) {
  for (const slice of chunks(rows, rowsPerInsert(7)))
    await db.insertInto('incident_profiles').values(slice).execute();
}

export async function insertIncidentClients(db: Db, rows: Insertable<IncidentClientsTable>[]) {
  for (const slice of chunks(rows, rowsPerInsert(6)))
    await db.insertInto('incident_clients').values(slice).execute();
}

export const findIncident = (db: Db, id: number) =>
  db.selectFrom('incidents').selectAll().where('id', '=', id).executeTakeFirst();

/** The incident's row, locked on PostgreSQL: two undos at once run one after the other. */
export function lockIncident(tx: Tx, dialect: DialectName, id: number) {
  const query = tx.selectFrom('incidents').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export const updateIncident = (db: Db, id: number, changes: Updateable<IncidentsTable>) =>
  db.updateTable('incidents').set(changes).where('id', '=', id).execute();

export const listIncidentRows = (db: Db, limit: number, offset: number) =>
  db.selectFrom('incidents').selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const countIncidents = (db: Db) =>
  db
    .selectFrom('incidents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

/** The profiles the incident moved and has not taken back, with the names the answer shows. */
export const incidentProfilesOf = (db: Db, incidentId: number) =>
  db
    .selectFrom('incident_profiles as ip')
    .leftJoin('profiles as p', 'p.id', 'ip.profile_id')
    .leftJoin('accounts as a', 'a.id', 'p.account_id')
    .leftJoin('services as s', 's.id', 'a.service_id')
    .leftJoin('clients as c', 'c.id', 'ip.client_id')
    .select([
      'ip.profile_id',
      'ip.account_id',
      'ip.client_id',
      'ip.previous_expiry',
      'ip.new_expiry',
      'p.name as profile_name',
      's.name as service_name',
      'a.username as account_username',
      'c.name as client_name',
    ])
    .where('ip.incident_id', '=', incidentId)
    .where('ip.undone', '=', 0)
    .orderBy('ip.profile_id')
    .execute();

export async function markProfilesUndone(db: Db, incidentId: number, profileIds: readonly number[]) {
  for (const slice of chunks([...profileIds], 5000))
    await db
      .updateTable('incident_profiles')
      .set({ undone: 1 })
      .where('incident_id', '=', incidentId)
      .where('profile_id', 'in', slice)
      .execute();
}
