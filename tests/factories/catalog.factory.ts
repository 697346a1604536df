import { accountSearchKey } from '../../src/shared/domain/account-search';
import { searchKey } from '../../src/shared/domain/text-search';
import { refreshAccountSummary } from '../../src/server/modules/accounts/account.repository';
import { sealCredentials } from '../../src/server/lib/credentials';
import type { Db } from '../../src/server/app-context';
import type { AccountsTable, ClientsTable, ProfilesTable, ServicesTable } from '../../src/server/db/schema';
import type { Insertable } from 'kysely';

let sequence = 0;
const now = () => new Date().toISOString();

type ServiceOverrides = Partial<Pick<ServicesTable, 'name' | 'price' | 'max_profiles' | 'url' | 'image'>>;
type ClientOverrides = Partial<
  Pick<Insertable<ClientsTable>, 'name' | 'phone' | 'type' | 'payment_terms' | 'credit_limit' | 'credit_days'>
>;
type AccountOverrides = Partial<
  Pick<AccountsTable, 'username' | 'password' | 'observation' | 'provider_cost' | 'provider_renewal_date'>
>;
type ProfileOverrides = Partial<
  Pick<
    ProfilesTable,
    'name' | 'status' | 'client_id' | 'pin' | 'expiry_date' | 'color' | 'custom_price' | 'observations'
  >
>;

// Pure builders: a row ready to insert, with its search key filled in as the repositories do.

export function buildService(overrides: ServiceOverrides = {}): Insertable<ServicesTable> {
  sequence += 1;
  const name = overrides.name ?? `Servicio ${sequence}`;
  const stamp = now();
  return {
    price: 15000,
    max_profiles: 4,
    url: null,
    image: null,
    ...overrides,
    name,
    name_key: searchKey(name),
    created_at: stamp,
    updated_at: stamp,
  };
}

export function buildClient(overrides: ClientOverrides = {}): Insertable<ClientsTable> {
  sequence += 1;
  const name = overrides.name ?? `Cliente ${sequence}`;
  const stamp = now();
  return {
    phone: null,
    type: 'cliente',
    ...overrides,
    name,
    name_key: searchKey(name),
    created_at: stamp,
    updated_at: stamp,
  };
}

export function buildAccount(serviceId: number, overrides: AccountOverrides = {}): Insertable<AccountsTable> {
  sequence += 1;
  const username = overrides.username ?? `cuenta${sequence}@example.com`;
  const stamp = now();
  return {
    service_id: serviceId,
    password: 'clave123',
    observation: null,
    ...overrides,
    username,
    search_key: accountSearchKey(username, overrides.observation),
    created_at: stamp,
    updated_at: stamp,
  };
}

/** The profile in `position` (0-based) of an account: free and named Perfil N unless told. */
export function buildProfile(
  accountId: number,
  position: number,
  overrides: ProfileOverrides = {},
): Insertable<ProfilesTable> {
  const stamp = now();
  return {
    account_id: accountId,
    position,
    name: `Perfil ${position + 1}`,
    status: 'libre',
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export const insertService = (db: Db, overrides: ServiceOverrides = {}) =>
  db.insertInto('services').values(buildService(overrides)).returningAll().executeTakeFirstOrThrow();

export const insertClient = (db: Db, overrides: ClientOverrides = {}) =>
  db.insertInto('clients').values(buildClient(overrides)).returningAll().executeTakeFirstOrThrow();

/**
 * An account of `serviceId` with the given profiles (default: two free ones). Its password and
 * PINs are stored sealed with the data key, as the accounts repository stores them; the answer
 * holds the clear password.
 */
export async function insertAccount(
  db: Db,
  serviceId: number,
  overrides: AccountOverrides = {},
  profiles: ProfileOverrides[] = [{}, {}],
) {
  const row = buildAccount(serviceId, overrides);
  const account = await db
    .insertInto('accounts')
    .values(sealCredentials(row))
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const [index, profile] of profiles.entries()) {
    await db
      .insertInto('profiles')
      .values(sealCredentials(buildProfile(account.id, index, profile)))
      .execute();
  }
  // The list's summary columns, as the accounts repository keeps them.
  await refreshAccountSummary(db, account.id);
  return { ...account, password: row.password };
}
