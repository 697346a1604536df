import path from 'node:path';
import { createDatabase, type AppDatabase } from '../../../src/server/db/database';
import { insertUser, type UserOverrides } from '../../factories/user.factory';
import * as catalog from '../../factories/catalog.factory';
import { E2E_DATA_DIR } from '../../../playwright.config';

// Tests arrange their data straight in the run's database (the same SQLite file the server uses,
// in WAL mode), so each test starts from users and rows of its own.
let database: AppDatabase | null = null;
const db = () => (database ??= createDatabase(`file:${path.join(E2E_DATA_DIR, 'e2e.db')}`)).db;

let sequence = 0;

export async function createUser(overrides: UserOverrides = {}) {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  return insertUser(db(), { username: `e2e${unique}`, full_name: `María Pérez ${sequence}`, ...overrides });
}

export async function notify(userId: number, message: string, sender = 'Administrador') {
  await db()
    .insertInto('notifications')
    .values({
      user_id: userId,
      message,
      read: 0,
      sender_id: null,
      sender_name: sender,
      sender_username: 'admin',
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function setUser(
  id: number,
  changes: Partial<
    Record<'can_access_dashboard' | 'can_access_movimientos' | 'can_access_tienda', number>
  > & { expiry_date?: string | null },
) {
  await db().updateTable('users').set(changes).where('id', '=', id).execute();
}

/** A prefix no other test uses, so a test can search for exactly its own rows. */
export const uniquePrefix = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

export const seedService = (overrides: Parameters<typeof catalog.insertService>[1] = {}) =>
  catalog.insertService(db(), overrides);
export const seedClient = (overrides: Parameters<typeof catalog.insertClient>[1] = {}) =>
  catalog.insertClient(db(), overrides);
export const seedAccount = (
  ...args: Parameters<typeof catalog.insertAccount> extends [unknown, ...infer R] ? R : never
) => catalog.insertAccount(db(), ...args);

export async function closeSeed() {
  await database?.close();
  database = null;
}

/** Closes every session of a user, as a password change elsewhere would. */
export async function endSessions(userId: number) {
  await db().deleteFrom('sessions').where('user_id', '=', userId).execute();
}
