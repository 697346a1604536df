import { hash } from '@node-rs/argon2';
import type { Db } from '../../src/server/app-context';
import type { NewUser, UserRow } from '../../src/server/db/schema';
import { usernameKey } from '../../src/server/modules/users/user.mapper';

let sequence = 0;
const hashes = new Map<string, Promise<string>>();
/**
 * A seeded user's hash is argon2id at the smallest cost (256 KiB, 1 pass) instead of the app's
 * 19 MiB and 2 passes: signing in verifies the hash at the cost written in it, and the tests sign
 * in some thousand times (about 40 ms each at the app's cost here, 2 ms at this one;
 * docs/decisions/041). The app's own hashes (new users, password changes) keep its parameters,
 * which `src/server/lib/passwords.test.ts` pins. Tests reuse one hash per distinct password.
 */
const seedHashOptions = { memoryCost: 256, timeCost: 1, parallelism: 1 };
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hash(password, seedHashOptions));
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
