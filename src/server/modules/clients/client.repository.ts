import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../app-context';
import type { DialectName } from '../../db/database';
import type { ClientsTable } from '../../db/schema';
import { accountProfileCount } from '../../lib/account-profile-count';
import { insertReturningIds } from '../../lib/chunks';
import { openCredentials } from '../../lib/credentials';
import { containsText } from '../../lib/like';
import { ftsPhrase, usesTrigramIndex } from '../../lib/search-plan';

/** Every client column plus how many profiles the client holds (status ocupado). */
const withActiveProfiles = (db: Db) =>
  db
    .selectFrom('clients')
    .selectAll('clients')
    .select((eb) =>
      eb
        .selectFrom('profiles')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('profiles.client_id', '=', 'clients.id')
        .where('profiles.status', '=', 'ocupado')
        .as('active_profiles_count'),
    );

export interface ClientSearch {
  /** searchKey() of the text: matched against the name. */
  nameKey?: string;
  /** The digits typed, when there are some: matched against the phone. */
  digits?: string;
  /** SQLite asks its FTS5 index (clients_fts); PostgreSQL's LIKE uses its pg_trgm indexes. */
  dialect?: DialectName;
}

/**
 * `column` contains `text`. On SQLite a text of three characters or more is an FTS5 trigram
 * phrase on that column (quotes doubled, so % and _ are plain characters); shorter ones have no
 * trigram and fall back to LIKE, as on PostgreSQL.
 */
function contains(
  dialect: DialectName | undefined,
  column: 'name_key' | 'phone',
  text: string,
  walkOrder = false,
) {
  if (!usesTrigramIndex(dialect, text)) return containsText(`clients.${column}`, text);
  // `+clients.id`: the same test, which SQLite may not look clients up by, so it walks the name
  // index keeping the matches (lib/search-plan.ts).
  const id = walkOrder ? sql`+clients.id` : sql`clients.id`;
  return sql<boolean>`${id} in (select rowid from clients_fts where clients_fts match ${columnPhrase(column, text)})`;
}

/** Whether the search reads SQLite's FTS5 index only (each part three characters or more). */
export const searchUsesIndex = ({ nameKey, digits, dialect }: ClientSearch) =>
  Boolean(nameKey || digits) && [nameKey, digits].every((text) => !text || usesTrigramIndex(dialect, text));

/** An FTS5 phrase restricted to one column of clients_fts. */
const columnPhrase = (column: 'name_key' | 'phone', text: string) => `${column} : ${ftsPhrase(text)}`;

/** The search as one condition (name or phone), or null when there is nothing to match. */
export function searchCondition({ nameKey, digits, dialect }: ClientSearch, walkOrder = false) {
  const byName = nameKey ? contains(dialect, 'name_key', nameKey, walkOrder) : null;
  const byPhone = digits ? contains(dialect, 'phone', digits, walkOrder) : null;
  if (byName && byPhone) return sql<boolean>`(${byName} or ${byPhone})`;
  return byName ?? byPhone;
}

/**
 * The clients matching the search, by name. A page is cut from the matches' ids first, and only
 * its rows count their profiles: sorting the matches of the search index carries every selected
 * column, and counting the profiles of each of 1 600 "ramirez" before keeping 10 took 10 ms.
 */
export function listClients(
  db: Db,
  search: ClientSearch,
  page?: { limit: number; offset: number; walkOrder?: boolean },
) {
  const condition = searchCondition(search);
  const pageCondition = searchCondition(search, page?.walkOrder);
  const chosen = page
    ? withActiveProfiles(db).where(
        'clients.id',
        'in',
        db
          .selectFrom('clients')
          .select('clients.id')
          .$if(pageCondition !== null, (qb) => qb.where(pageCondition!))
          .orderBy('clients.name_key')
          .orderBy('clients.id')
          .limit(page.limit)
          .offset(page.offset),
      )
    : withActiveProfiles(db).$if(condition !== null, (qb) => qb.where(condition!));
  return chosen.orderBy('clients.name_key').orderBy('clients.id').execute();
}

/** The clients who owe, the largest debt first: clients_receivable_idx (owed desc, id where owed > 0). */
export function listDebtors(db: Db, search: ClientSearch, page: { limit: number; offset: number }) {
  const condition = searchCondition(search);
  return withActiveProfiles(db)
    .where('clients.owed', '>', 0)
    .$if(condition !== null, (qb) => qb.where(condition!))
    .orderBy('clients.owed', 'desc')
    .orderBy('clients.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countDebtors(db: Db, search: ClientSearch) {
  const condition = searchCondition(search);
  const row = await db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clients.owed', '>', 0)
    .$if(condition !== null, (qb) => qb.where(condition!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countClients(db: Db, search: ClientSearch) {
  const { nameKey, digits } = search;
  const parts = [
    nameKey ? { column: 'name_key' as const, text: nameKey } : null,
    digits ? { column: 'phone' as const, text: digits } : null,
  ].filter((part) => part !== null);
  if (searchUsesIndex(search)) {
    // Counted in the FTS5 index alone (one row per client, kept by triggers; OR gives each
    // client once): through `clients.id in` each of the 1 600 "ramirez" at scale 10 cost a
    // lookup of its row, 1.1 ms instead of 0.6.
    const expression = parts.map((part) => columnPhrase(part.column, part.text)).join(' OR ');
    const { rows } = await sql<{ n: number }>`select count(*) as n from clients_fts
      where clients_fts match ${expression}`.execute(db);
    return Number(rows[0]!.n);
  }
  const condition = searchCondition(search);
  const query = db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(condition !== null, (qb) => qb.where(condition!));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const findClient = (db: Db, id: number) =>
  withActiveProfiles(db).where('clients.id', '=', id).executeTakeFirst();

export const insertClient = (db: Db, row: Insertable<ClientsTable>) =>
  db.insertInto('clients').values(row).returning('id').executeTakeFirstOrThrow();

/** Many clients in one statement; their ids in insertion order (ids grow with each row). */
export const insertClients = (db: Db, rows: Insertable<ClientsTable>[]) =>
  insertReturningIds(db, 'clients', rows, 7);

export const updateClient = (db: Db, id: number, changes: Updateable<ClientsTable>) =>
  db.updateTable('clients').set(changes).where('id', '=', id).executeTakeFirst();

export const deleteClient = (db: Db, id: number) =>
  db.deleteFrom('clients').where('id', '=', id).executeTakeFirst();

export async function countOccupiedProfiles(db: Db, clientId: number) {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .where('status', '=', 'ocupado')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The profiles a client holds, with their account and service (spec section 3, Client). */
export const listClientProfiles = (db: Db, clientId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id as profile_id',
      'profiles.name as profile_name',
      'profiles.status',
      'profiles.pin',
      'profiles.expiry_date',
      'profiles.observations',
      'profiles.custom_price',
      'profiles.end_client_label',
      'accounts.id as account_id',
      'accounts.username',
      'accounts.password',
      'services.id as service_id',
      'services.name as service_name',
      'services.price as service_price',
    ])
    .select(accountProfileCount)
    .where('profiles.client_id', '=', clientId)
    .orderBy('profiles.expiry_date')
    .orderBy('profiles.id')
    .execute()
    .then(openCredentials)
    .then((rows) => rows.map((row) => ({ ...row, account_profiles: Number(row.account_profiles) })));

/**
 * Reads a client's id and name and holds the row until the transaction ends (PostgreSQL):
 * `update` for a deletion, which then counts the profiles; `share` for an assignment, so a
 * deletion waits for the sale to commit (and then sees it) or the sale waits and finds no client.
 */
export async function lockClient(tx: Tx, dialect: DialectName, id: number, mode: 'update' | 'share') {
  const query = tx.selectFrom('clients').select(['id', 'name']).where('id', '=', id);
  if (dialect !== 'postgres') return query.executeTakeFirst();
  return (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
}

/** True for a foreign-key violation on either database (PostgreSQL 23503, SQLite's code). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const text = String((error as { message?: unknown })?.message ?? '');
  return (
    code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/i.test(text)
  );
}
