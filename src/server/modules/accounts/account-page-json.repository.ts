import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../app-context';
import type { DialectName } from '../../db/database';
import { providerDueBy } from './account.mapper';
import { accountPageIds, hiddenBy, type AccountFilter } from './account.repository';

// GET /api/accounts answers a page of 50 accounts with 250 profiles. Reading them as rows and
// mapping them object by object (toAccount) cost most of a request's CPU: better-sqlite3 builds
// a JS object per row, then the mapper, zod and JSON.stringify walk them again. Here the database
// writes each account of the page as JSON text, in the exact shape (and key order) of
// accountSchema, with the same rules the mapper applies in Node (accountPriority,
// earliestOccupiedExpiry, providerDue). account-page-json.test.ts compares both answers.
//
// The account password and the profile PINs are sealed at rest (decision 017): the text carries
// them sealed, and the service opens them in Node (lib/credentials: openCredentialsInJson).

type Pair = readonly [key: string, value: RawBuilder<unknown>];

const ref = (column: string) => sql.ref(column);

/** A JSON object from key/value pairs, in this order (SQLite json_object, PostgreSQL json_build_object). */
const jsonObject = (dialect: DialectName, pairs: readonly Pair[]) =>
  sql`${sql.raw(dialect === 'sqlite' ? 'json_object' : 'json_build_object')}(${sql.join(
    pairs.flatMap(([key, value]) => [sql.lit(key), value]),
  )})`;

/** A condition as a JSON true/false (SQLite has no boolean: json('true') embeds it unquoted). */
const jsonBoolean = (dialect: DialectName, condition: RawBuilder<unknown>) =>
  dialect === 'sqlite'
    ? sql`json(case when ${condition} then 'true' else 'false' end)`
    : sql`coalesce(${condition}, false)`;

/** profileSchema, key for key (toProfile). */
const profileJson = (dialect: DialectName) =>
  jsonObject(dialect, [
    ['id', ref('profiles.id')],
    ['accountId', ref('profiles.account_id')],
    ['position', ref('profiles.position')],
    ['name', ref('profiles.name')],
    ['status', ref('profiles.status')],
    ['clientId', ref('profiles.client_id')],
    ['clientName', ref('clients.name')],
    ['pin', ref('profiles.pin')],
    ['expiryDate', ref('profiles.expiry_date')],
    ['color', ref('profiles.color')],
    ['observations', ref('profiles.observations')],
    ['customPrice', ref('profiles.custom_price')],
    ['version', ref('profiles.version')],
  ]);

/** The account's profiles in the list's order (position, id); [] when it has none. */
function profilesJson(dialect: DialectName) {
  const profile = profileJson(dialect);
  const order = sql`order by ${ref('profiles.position')}, ${ref('profiles.id')}`;
  const some = sql`filter (where ${ref('profiles.id')} is not null)`;
  return dialect === 'sqlite'
    ? sql`json_group_array(${profile} ${order}) ${some}`
    : sql`coalesce(json_agg(${profile} ${order}) ${some}, '[]'::json)`;
}

/**
 * accountPriority over the profiles: 3 when one is expirado, or ocupado with its date today or
 * earlier; 2 when an ocupado one has 1–5 days left; 1 otherwise (YYYY-MM-DD compares as text).
 */
const priority = (f: AccountFilter) => sql`max(case
    when ${ref('profiles.status')} = 'expirado'
      or (${ref('profiles.status')} = 'ocupado' and ${ref('profiles.expiry_date')} <= ${f.today}) then 3
    when ${ref('profiles.status')} = 'ocupado' and ${ref('profiles.expiry_date')} <= ${f.nearLimit} then 2
    else 1 end)`;

/** earliestOccupiedExpiry: the earliest date among the ocupado profiles (min skips null). */
const nextExpiry = sql`min(case when ${ref('profiles.status')} = 'ocupado' then ${ref('profiles.expiry_date')} end)`;

/** accountSchema, key for key (toAccount); one row per account, its profiles aggregated. */
const accountJson = (f: AccountFilter) =>
  jsonObject(f.dialect, [
    ['id', ref('accounts.id')],
    ['serviceId', ref('accounts.service_id')],
    [
      'service',
      jsonObject(f.dialect, [
        ['id', ref('services.id')],
        ['name', ref('services.name')],
        ['image', ref('services.image')],
        ['price', ref('services.price')],
        ['maxProfiles', ref('services.max_profiles')],
      ]),
    ],
    ['username', ref('accounts.username')],
    ['password', ref('accounts.password')],
    ['observation', ref('accounts.observation')],
    ['hidden', jsonBoolean(f.dialect, hiddenBy(f.userId))],
    ['priority', priority(f)],
    ['nextExpiry', nextExpiry],
    ['providerCost', ref('accounts.provider_cost')],
    ['providerRenewalDate', ref('accounts.provider_renewal_date')],
    [
      'providerDue',
      jsonBoolean(f.dialect, sql`${ref('accounts.provider_renewal_date')} <= ${providerDueBy(f.today)}`),
    ],
    ['profiles', profilesJson(f.dialect)],
  ]);

/**
 * The accounts of one page (listAccountPage's ids and order), each as JSON text of
 * accountSchema with its password and PINs still sealed.
 */
export async function listAccountPageJson(db: Db, f: AccountFilter, limit: number, offset: number) {
  const json = accountJson(f);
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .leftJoin('profiles', 'profiles.account_id', 'accounts.id')
    .leftJoin('clients', 'clients.id', 'profiles.client_id')
    .where('accounts.id', 'in', accountPageIds(db, f, limit, offset))
    .groupBy(['accounts.id', 'services.id'])
    // pg would parse a json column into objects: the text is what is sent.
    .select((f.dialect === 'sqlite' ? json : sql`(${json})::text`).$castTo<string>().as('json'))
    .orderBy('accounts.next_expiry')
    .orderBy('accounts.id')
    .execute();
  return rows.map((row) => row.json);
}
