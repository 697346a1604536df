import type { Db, Tx } from '../../app-context';
import type { NewUser, UserRow } from '../../db/schema';

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByUsernameKey = (db: Db, usernameKey: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('username_key', '=', usernameKey).executeTakeFirst();

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export const listUsers = (db: Db): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().orderBy('username_key').orderBy('id').execute();

export const deleteUser = (db: Db, id: number) =>
  db.deleteFrom('users').where('id', '=', id).executeTakeFirst();

/** Admins who can still sign in on `today` (no expiry date, or one not yet passed). */
export async function countActiveAdmins(db: Db, today: string, exceptId?: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>=', today)]))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const listUserIds = (db: Db) => db.selectFrom('users').select('id').execute();

/** Every user who can still sign in on `today`, in id order. */
export const listActiveUsers = (db: Db, today: string): Promise<UserRow[]> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('expiry_date', 'is', null), eb('expiry_date', '>=', today)]))
    .orderBy('id')
    .execute();

/** PostgreSQL only: holds the admin rows until the transaction ends (hence a Tx, never a Db). */
export const lockAdmins = (trx: Tx) =>
  trx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
