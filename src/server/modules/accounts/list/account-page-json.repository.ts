import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../app-context';
import type { DialectName } from '../../../db/database';
import { providerDueBy } from '../account.mapper';
import { accountPageIds, hiddenBy, type AccountFilter } from '../account.repository';

// GET /api/accounts answers a page of 50 accounts with 250 profiles. Reading them as rows and
// mapping them object by object (toAccount) cost most of a request's CPU: better-sqlite3 builds
// a JS object per row, then the mapper, zod and JSON.stringify walk them again. Here the database
// writes each account of the page as JSON text, in the exact shape (and key order) of
// accountSchema, with the same rules the mapper applies in Node (accountPriority,
// earliestOccupiedExpiry, providerDue). account-page-json.test.ts compares both answers.
//
// The account password and the profile PINs are sealed at rest (decision 017): the text carries
// them sealed, and the service opens them in Node (lib/credentials: openCredentialsInJson).

/** A column (its SQL, written here) or an expression with parameters. */
type Value = string | RawBuilder<unknown>;
type Pair = readonly [key: string, value: Value];

/**
 * A JSON object from key/value pairs, in this order (SQLite json_object, PostgreSQL
 * json_build_object). The keys and column names are constants of this file, so runs of them go
 * in as one piece of SQL text: Kysely builds and compiles this query on every request, and a
 * node per column made that 6 % of the request's CPU.
 */
function jsonObject(dialect: DialectName, pairs: readonly Pair[]) {
  const parts: RawBuilder<unknown>[] = [];
  let text = `${dialect === 'sqlite' ? 'json_object' : 'json_build_object'}(`;
  pairs.forEach(([key, value], index) => {
    text += `${index ? ', ' : ''}'${key}', `;
    if (typeof value === 'string') text += value;
    else {
      parts.push(sql.raw(text), value);
      text = '';
    }
  });
  parts.push(sql.raw(`${text})`));
  return sql.join(parts, sql.raw(''));
}

/** A condition as a JSON true/false (SQLite has no boolean: json('true') embeds it unquoted). */
const jsonBoolean = (dialect: DialectName, condition: RawBuilder<unknown>) =>
  dialect === 'sqlite'
    ? sql`json(case when ${condition} then 'true' else 'false' end)`
    : sql`coalesce(${condition}, false)`;

/** profileSchema, key for key (toProfile). */
const profileJson = (dialect: DialectName) =>
  jsonObject(dialect, [
    ['id', 'profiles.id'],
    ['accountId', 'profiles.account_id'],
    ['position', 'profiles.position'],
    ['name', 'profiles.name'],
    ['status', 'profiles.status'],
    ['clientId', 'profiles.client_id'],
    ['clientName', 'clients.name'],
    ['pin', 'profiles.pin'],
    ['expiryDate', 'profiles.expiry_date'],
    ['color', 'profiles.color'],
    ['observations', 'profiles.observations'],
    ['customPrice', 'profiles.custom_price'],
    ['version', 'profiles.version'],
    ['planId', 'profiles.plan_id'],
    ['endClientLabel', 'profiles.end_client_label'],
  ]);

/** The account's profiles in the list's order (position, id); [] when it has none. */
function profilesJson(dialect: DialectName) {
  const profile = profileJson(dialect);
  const order = sql.raw('order by profiles.position, profiles.id');
  const some = sql.raw('filter (where profiles.id is not null)');
  return dialect === 'sqlite'
    ? sql`json_group_array(${profile} ${order}) ${some}`
    : sql`coalesce(json_agg(${profile} ${order}) ${some}, '[]'::json)`;
}

/** The same text for every request of a dialect: built once. */
const PROFILES_JSON = { sqlite: profilesJson('sqlite'), postgres: profilesJson('postgres') };

/**
 * accountPriority over the profiles: 3 when one is expirado, or ocupado with its date today or
 * earlier; 2 when an ocupado one has 1–5 days left; 1 otherwise (YYYY-MM-DD compares as text).
 */
const priority = (f: AccountFilter) => sql`max(case
    when profiles.status = 'expirado' or (profiles.status = 'ocupado' and profiles.expiry_date <= ${f.today}) then 3
    when profiles.status = 'ocupado' and profiles.expiry_date <= ${f.nearLimit} then 2
    else 1 end)`;

/** earliestOccupiedExpiry: the earliest date among the ocupado profiles (min skips null). */
const nextExpiry = "min(case when profiles.status = 'ocupado' then profiles.expiry_date end)";

/** accountSchema, key for key (toAccount); one row per account, its profiles aggregated. */
const accountJson = (f: AccountFilter) =>
  jsonObject(f.dialect, [
    ['id', 'accounts.id'],
    ['serviceId', 'accounts.service_id'],
    [
      'service',
      jsonObject(f.dialect, [
        ['id', 'services.id'],
        ['name', 'services.name'],
        ['image', 'services.image'],
        ['price', 'services.price'],
        ['maxProfiles', 'services.max_profiles'],
      ]),
    ],
    ['username', 'accounts.username'],
    ['password', 'accounts.password'],
    ['observation', 'accounts.observation'],
    ['hidden', jsonBoolean(f.dialect, hiddenBy(f.userId))],
    ['priority', priority(f)],
    ['nextExpiry', nextExpiry],
    ['providerCost', 'accounts.provider_cost'],
    ['providerRenewalDate', 'accounts.provider_renewal_date'],
    ['providerDue', jsonBoolean(f.dialect, sql`accounts.provider_renewal_date <= ${providerDueBy(f.today)}`)],
    ['profiles', PROFILES_JSON[f.dialect]],
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
