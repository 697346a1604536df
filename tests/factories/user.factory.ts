import type { Db } from '../../src/server/app-context';
import type { NewUser, UserRow } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { usernameKey } from '../../src/server/modules/users/user.mapper';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();
// Hashing is deliberately slow; tests reuse one hash per distinct password.
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export type UserOverrides = Partial<Omit<NewUser, 'password_hash'>> & { password?: string };

/** A user row ready to insert (pure: no database, no hashing), with its plain password. */
export function buildUser(
  overrides: UserOverrides = {},
): Omit<NewUser, 'password_hash'> & { password: string } {
  sequence += 1;
  const { password = 'secreto123', ...rest } = overrides;
  const username = rest.username ?? `usuario${sequence}`;
  const now = new Date().toISOString();
  return {
    full_name: `Usuario ${sequence}`,
    email: `usuario${sequence}@example.com`,
    role: 'user',
    expiry_date: null,
    last_login: null,
    profile_image: null,
    created_at: now,
    updated_at: now,
    ...rest,
    username,
    username_key: usernameKey(username),
    password,
  };
}

export async function insertUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<UserRow & { password: string }> {
  const { password, ...values } = buildUser(overrides);
  const row = await db
    .insertInto('users')
    .values({ ...values, password_hash: await hashOnce(password) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}
