import { searchKey } from '../../src/shared/domain/text-search';
import type { Db } from '../../src/server/app-context';
import type { ProfilesTable } from '../../src/server/db/schema';

let sequence = 0;
const now = () => new Date().toISOString();

export async function insertService(
  db: Db,
  overrides: Partial<{
    name: string;
    price: number;
    max_profiles: number;
    url: string | null;
    image: string | null;
  }> = {},
) {
  sequence += 1;
  const name = overrides.name ?? `Servicio ${sequence}`;
  return db
    .insertInto('services')
    .values({
      price: 15000,
      max_profiles: 4,
      url: null,
      image: null,
      ...overrides,
      name,
      name_key: searchKey(name),
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertClient(
  db: Db,
  overrides: Partial<{ name: string; phone: string | null; type: 'cliente' | 'revendedor' }> = {},
) {
  sequence += 1;
  const name = overrides.name ?? `Cliente ${sequence}`;
  return db
    .insertInto('clients')
    .values({
      phone: null,
      type: 'cliente',
      ...overrides,
      name,
      name_key: searchKey(name),
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type ProfileOverrides = Partial<Pick<ProfilesTable, 'name' | 'status' | 'client_id' | 'pin' | 'expiry_date'>>;

/** An account of `serviceId` with the given profiles (default: two free ones). */
export async function insertAccount(
  db: Db,
  serviceId: number,
  overrides: Partial<{ username: string; password: string; observation: string | null }> = {},
  profiles: ProfileOverrides[] = [{}, {}],
) {
  sequence += 1;
  const username = overrides.username ?? `cuenta${sequence}@example.com`;
  const account = await db
    .insertInto('accounts')
    .values({
      service_id: serviceId,
      password: 'clave123',
      observation: null,
      ...overrides,
      username,
      search_key: searchKey(username),
      created_at: now(),
      updated_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [index, profile] of profiles.entries()) {
    await db
      .insertInto('profiles')
      .values({
        account_id: account.id,
        position: index,
        name: `Perfil ${index + 1}`,
        status: 'libre',
        created_at: now(),
        updated_at: now(),
        ...profile,
      })
      .execute();
  }
  return account;
}
