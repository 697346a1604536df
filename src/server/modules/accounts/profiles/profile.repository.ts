import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../app-context';
import { insertReturningIds } from '../../../lib/chunks';
import { openCredentials, openCredentialsOf, sealCredentials } from '../../../lib/credentials';
import type { ProfilesTable } from '../../../db/schema';

type ProfileStatus = ProfilesTable['status'];

const withClientName = (db: Db) =>
  db
    .selectFrom('profiles')
    .leftJoin('clients', 'clients.id', 'profiles.client_id')
    .selectAll('profiles')
    .select('clients.name as client_name');

export type ProfileRow = Awaited<ReturnType<typeof findProfile>> & {};

/** The profiles of these accounts, in each account's order. */
export const listProfilesOf = (db: Db, accountIds: number[]) =>
  accountIds.length === 0
    ? Promise.resolve([])
    : withClientName(db)
        .where('profiles.account_id', 'in', accountIds)
        .orderBy('profiles.account_id')
        .orderBy('profiles.position')
        .orderBy('profiles.id')
        .execute()
        .then(openCredentials);

export const findProfile = (db: Db, id: number) =>
  withClientName(db).where('profiles.id', '=', id).executeTakeFirst().then(openCredentialsOf);

export const findProfileAccountId = (db: Db, id: number) =>
  db.selectFrom('profiles').select('account_id').where('id', '=', id).executeTakeFirst();

export const insertProfiles = (db: Db, rows: Insertable<ProfilesTable>[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('profiles')
        .values(rows.map(sealCredentials))
        .execute()
        .then(() => undefined);

/** Many profiles in one statement; their ids in insertion order (ids grow with each row). */
export const insertProfilesReturningIds = (db: Db, rows: Insertable<ProfilesTable>[]) =>
  insertReturningIds(db, 'profiles', rows.map(sealCredentials), 15);

type ProfileChanges = Omit<Updateable<ProfilesTable>, 'version'>;

/** Every write moves the version on, so a form holding the old one is refused (decision 011). */
const nextVersion = sql<number>`version + 1`;

/** A profile set free leaves its sale and its plan (docs/decisions/042), whoever frees it. */
const withSaleLeft = (changes: ProfileChanges): ProfileChanges =>
  changes.status === 'libre' ? { ...changes, sale_id: null, plan_id: null } : changes;

/**
 * The revendedor's end-client name belongs to the profile's holder (docs/decisions/056): a write
 * that frees the profile or gives it another client clears it; one that keeps the client (a
 * renewal, an edit) keeps it. The CASE reads the row's client before this write.
 */
function endClientLabelOf(changes: ProfileChanges) {
  if (changes.end_client_label !== undefined) return {};
  if (changes.status === 'libre' || changes.client_id === null) return { end_client_label: null };
  if (changes.client_id === undefined) return {};
  return {
    end_client_label: sql<
      string | null
    >`case when client_id = ${changes.client_id} then end_client_label else null end`,
  };
}

/**
 * Updates a profile only if its status (and, when given, its version) is still the expected one:
 * the number of rows changed says whether this request won (0 when another one changed the
 * profile first). The condition is in the UPDATE itself, so it holds even without the lock.
 */
export async function updateProfileIfStatus(
  db: Db,
  id: number,
  expected: { status: ProfileStatus; version?: number | undefined },
  changes: ProfileChanges,
) {
  const result = await db
    .updateTable('profiles')
    .set({ ...sealCredentials(withSaleLeft(changes)), ...endClientLabelOf(changes), version: nextVersion })
    .where('id', '=', id)
    .where('status', '=', expected.status)
    .$if(expected.version !== undefined, (qb) => qb.where('version', '=', expected.version!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const updateProfile = (db: Db, id: number, changes: ProfileChanges) =>
  db
    .updateTable('profiles')
    .set({ ...sealCredentials(withSaleLeft(changes)), ...endClientLabelOf(changes), version: nextVersion })
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * A revendedor's end-client name on a profile they hold (occupied or expired), from their portal:
 * 1 when written, 0 when the profile is not theirs (docs/decisions/056). The version stays: no
 * staff form writes the label, so a form open on the profile has nothing to lose.
 */
export async function updateEndClientLabel(db: Db, id: number, clientId: number, label: string | null) {
  const result = await db
    .updateTable('profiles')
    .set({ end_client_label: label })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('status', '!=', 'libre')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const deleteProfiles = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('profiles')
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);
