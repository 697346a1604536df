import { sql, type Insertable, type Updateable } from 'kysely';
import type { ExpiryFilter } from '#shared/schemas/accounts';
import type { Db, Tx } from '../../app-context';
import type { DialectName } from '../../db/database';
import type { AccountsTable } from '../../db/schema';
import { chunks, insertReturningIds } from '../../lib/chunks';
import { openCredentials, openCredentialsOf, sealCredentials } from '../../lib/credentials';
import { containsText } from '../../lib/like';
import { ftsPhrase, usesTrigramIndex } from '../../lib/search-plan';

/** Stored in next_expiry when an account has no occupied profile: sorts after every real date. */
export const NO_EXPIRY = '9999-12-31';
/**
 * A profile marked expirado by hand counts as expired whatever its date says: it sorts the
 * account among the expired ones, before every real date, and the `expired` filter finds it.
 */
export const EXPIRED_BY_HAND = '0001-01-01';

export interface AccountFilter {
  userId: number;
  dialect: DialectName;
  today: string;
  /** Last date of the near-expiry window (today + 5). */
  nearLimit: string;
  expiryFilter: ExpiryFilter;
  hidden: 'exclude' | 'only';
  serviceId?: number;
  /** Accounts whose supplier must be paid on or before this date. */
  providerDueBy?: string;
  /** searchKey() of the search text, and the services whose name contains it. */
  search?: { key: string; serviceIds: number[] };
  /** A page walks the order index and keeps the search's matches, instead of sorting them all. */
  walkOrder?: boolean;
}

/** Whether the staff member hid the account (a per-user row, so each one hides their own). */
export const hiddenBy = (userId: number) =>
  sql<boolean>`exists (select 1 from account_hidden h where h.user_id = ${userId} and h.account_id = accounts.id)`;

/** The accounts the staff member hid, as a set: few rows, read once rather than probed per account. */
const amongHiddenBy = (userId: number) =>
  sql<boolean>`accounts.id in (select h.account_id from account_hidden h where h.user_id = ${userId})`;

/**
 * The search as one condition. SQLite asks its FTS5 trigram index (a phrase matches as a
 * substring; quotes doubled, so % and _ are plain characters); below three characters no trigram
 * exists and it falls back to LIKE. PostgreSQL's LIKE uses the pg_trgm index by itself.
 */
function searchCondition(
  dialect: DialectName,
  { key, serviceIds }: { key: string; serviceIds: number[] },
  walkOrder: boolean,
) {
  // `+accounts.id` is the same test, but SQLite may not look accounts up by it: it then walks
  // the order index, keeping the matches (lib/search-plan.ts).
  const id = walkOrder ? sql`+accounts.id` : sql`accounts.id`;
  const byText = usesTrigramIndex(dialect, key)
    ? sql<boolean>`${id} in (select rowid from accounts_fts where accounts_fts match ${ftsPhrase(key)})`
    : containsText('accounts.search_key', key);
  if (serviceIds.length === 0) return byText;
  return sql<boolean>`(${byText} or accounts.service_id in (${sql.join(serviceIds)}))`;
}

/**
 * An occupied profile with 1–5 days left. A page asks it per account (exists, a prefix lookup of
 * profiles_account_status_expiry_idx) while it walks accounts_order_idx in order, so it stops
 * after 50 matches whatever the size of the shop. A count needs every match anyway: it collects
 * them from the few profiles in the window (profiles_due_idx, covering).
 */
const expiringCondition = (f: AccountFilter, use: 'page' | 'count') =>
  use === 'page'
    ? sql<boolean>`exists (select 1 from profiles p where p.account_id = accounts.id
        and p.status = 'ocupado' and p.expiry_date > ${f.today} and p.expiry_date <= ${f.nearLimit})`
    : sql<boolean>`accounts.id in (select p.account_id from profiles p
        where p.status = 'ocupado' and p.expiry_date > ${f.today} and p.expiry_date <= ${f.nearLimit})`;

type Visibility = AccountFilter['hidden'] | 'any';

function filtered(db: Db, f: AccountFilter, use: 'page' | 'count', hidden: Visibility = f.hidden) {
  return db
    .selectFrom('accounts')
    .$if(hidden === 'exclude', (qb) => qb.where(sql<boolean>`not ${hiddenBy(f.userId)}`))
    .$if(hidden === 'only', (qb) => qb.where(amongHiddenBy(f.userId)))
    .$if(f.serviceId !== undefined, (qb) => qb.where('accounts.service_id', '=', f.serviceId!))
    .$if(f.expiryFilter === 'available', (qb) => qb.where('accounts.free_count', '>', 0))
    .$if(f.expiryFilter === 'occupied', (qb) => qb.where('accounts.occupied_count', '>', 0))
    .$if(f.expiryFilter === 'expired', (qb) => qb.where('accounts.next_expiry', '<=', f.today))
    .$if(f.expiryFilter === 'expiring', (qb) => qb.where(expiringCondition(f, use)))
    .$if(f.providerDueBy !== undefined, (qb) =>
      qb.where('accounts.provider_renewal_date', '<=', f.providerDueBy!),
    )
    .$if(f.search !== undefined, (qb) =>
      qb.where(searchCondition(f.dialect, f.search!, use === 'page' && f.walkOrder === true)),
    );
}

const accountColumns = (db: Db, userId: number) =>
  db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .selectAll('accounts')
    .select([
      'services.name as service_name',
      'services.image as service_image',
      'services.price as service_price',
      'services.max_profiles as service_max_profiles',
    ])
    .select(hiddenBy(userId).as('hidden_by_user'));

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & {};

/** The ids of one page: the part that must be an index range (the plan test compiles it). */
export const accountPageIds = (db: Db, f: AccountFilter, limit: number, offset: number) =>
  filtered(db, f, 'page')
    .select('accounts.id')
    .orderBy('accounts.next_expiry')
    .orderBy('accounts.id')
    .limit(limit)
    .offset(offset);

/** One page in the list's order: earliest occupied expiry first (priority 3, 2, 1), then id. */
export async function listAccountPage(db: Db, f: AccountFilter, limit: number, offset: number) {
  const ids = accountPageIds(db, f, limit, offset);
  return accountColumns(db, f.userId)
    .where('accounts.id', 'in', ids)
    .orderBy('accounts.next_expiry')
    .orderBy('accounts.id')
    .execute()
    .then(openCredentials);
}

/**
 * How many accounts the filter matches for this staff member. Hidden accounts are subtracted
 * rather than tested row by row: counting every match is one pass over an index, and the
 * user's hidden ones are a handful, where `not exists` probed account_hidden once per account.
 */
export async function countAccounts(db: Db, f: AccountFilter) {
  // The user's hidden accounts are few: each is asked about the filter (as a page asks), rather
  // than collecting every match of the filter to intersect them with.
  const count = async (hidden: Visibility) =>
    Number(
      (
        await filtered(db, f, hidden === 'only' ? 'page' : 'count', hidden)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (f.hidden === 'only') return count('only');
  const [all, hidden] = await Promise.all([
    onlyExpiring(f)
      ? countAccountsExpiring(db, f)
      : onlySearched(f)
        ? countSearchMatches(db, f)
        : count('any'),
    count('only'),
  ]);
  return all - hidden;
}

/** A search in the SQLite index and nothing else (a service's name among the matches is not). */
const onlySearched = (f: AccountFilter) =>
  f.search !== undefined &&
  f.search.serviceIds.length === 0 &&
  usesTrigramIndex(f.dialect, f.search.key) &&
  f.expiryFilter === 'all' &&
  f.serviceId === undefined &&
  f.providerDueBy === undefined;

/**
 * The matches of the search, counted in the FTS5 index alone: its rows are the accounts, one
 * each (kept by triggers). Through `accounts.id in` each of the 1 000 matches at scale 10 cost a
 * lookup of its account row (0.48 ms instead of 0.16).
 */
async function countSearchMatches(db: Db, f: AccountFilter) {
  const { rows } = await sql<{ n: number }>`select count(*) as n from accounts_fts
    where accounts_fts match ${ftsPhrase(f.search!.key)}`.execute(db);
  return Number(rows[0]!.n);
}

/** The near-expiry filter and nothing else (the screen's Próximos a expirar on its own). */
const onlyExpiring = (f: AccountFilter) =>
  f.expiryFilter === 'expiring' &&
  f.serviceId === undefined &&
  f.providerDueBy === undefined &&
  f.search === undefined;

/**
 * Accounts with a profile about to expire, counted in the profiles index alone: every account id
 * is in profiles_due_idx, so no account row is read. Through `accounts.id in`
 * each of the 13 000 matches at scale 10 cost a lookup of its account (28 ms instead of 3).
 */
async function countAccountsExpiring(db: Db, f: AccountFilter) {
  const row = await db
    .selectFrom('profiles')
    .select(sql<number>`count(distinct profiles.account_id)`.as('n'))
    .where('profiles.status', '=', 'ocupado')
    .where('profiles.expiry_date', '>', f.today)
    .where('profiles.expiry_date', '<=', f.nearLimit)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findAccount = (db: Db, id: number, userId: number) =>
  accountColumns(db, userId).where('accounts.id', '=', id).executeTakeFirst().then(openCredentialsOf);

/**
 * Locks the account row until the transaction ends (PostgreSQL). Every change to an account's
 * profiles takes it first, so concurrent changes queue and each reads what the previous one
 * committed: one of two assignments wins, two renewals both apply, and the summary columns are
 * never computed from a stale read. SQLite runs one write transaction at a time anyway.
 */
export async function lockAccount(tx: Tx, dialect: DialectName, id: number) {
  const query = tx
    .selectFrom('accounts')
    .select(['id', 'service_id', 'username', 'password'])
    .where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst().then(openCredentialsOf);
}

/**
 * Locks these accounts (PostgreSQL) in id order, as lockAccount does one at a time, and answers
 * the ids that exist: an incident locks its whole selection at once (docs/decisions/050).
 */
export async function lockAccountIds(tx: Tx, dialect: DialectName, ids: readonly number[]) {
  const locked: number[] = [];
  for (const slice of chunks(
    [...new Set(ids)].sort((a, b) => a - b),
    5000,
  )) {
    const query = tx.selectFrom('accounts').select('id').where('id', 'in', slice).orderBy('id');
    const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
    locked.push(...rows.map((r) => r.id));
  }
  return locked;
}

export const insertAccount = (db: Db, row: Insertable<AccountsTable>) =>
  db.insertInto('accounts').values(sealCredentials(row)).returning('id').executeTakeFirstOrThrow();

export const updateAccount = (db: Db, id: number, changes: Updateable<AccountsTable>) =>
  db.updateTable('accounts').set(sealCredentials(changes)).where('id', '=', id).executeTakeFirst();

export const deleteAccount = (db: Db, id: number) =>
  db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();

/** Recomputes the list's summary columns from the account's profiles (same transaction). */
export const refreshAccountSummary = (db: Db, id: number) => refreshSummariesOf(db, [id]);

/**
 * The same for many accounts in one statement (an import). Each subquery is a prefix lookup of
 * profiles_account_status_expiry_idx for one account, so the cost grows with the ids given only.
 */
export async function refreshAccountSummaries(db: Db, ids: number[]) {
  for (const slice of chunks(ids, 10_000)) await refreshSummariesOf(db, slice);
}

const refreshSummariesOf = (db: Db, ids: number[]) =>
  sql`
    update accounts set
      next_expiry = coalesce((select min(case when p.status = 'expirado' then ${EXPIRED_BY_HAND} else p.expiry_date end)
        from profiles p where p.account_id = accounts.id and p.status in ('ocupado', 'expirado')), ${NO_EXPIRY}),
      free_count = (select count(*) from profiles p where p.account_id = accounts.id and p.status = 'libre'),
      occupied_count = (select count(*) from profiles p
        where p.account_id = accounts.id and p.status = 'ocupado')
    where id in (${sql.join(ids)})`.execute(db);

/** Many accounts in one statement; their ids in insertion order (ids grow with each row). */
export const insertAccounts = (db: Db, rows: Insertable<AccountsTable>[]) =>
  insertReturningIds(db, 'accounts', rows.map(sealCredentials), 12);

export async function setHidden(db: Db, userId: number, accountId: number, hidden: boolean, now: string) {
  if (!hidden) {
    await db
      .deleteFrom('account_hidden')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .execute();
    return;
  }
  await db
    .insertInto('account_hidden')
    .values({ user_id: userId, account_id: accountId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'account_id']).doNothing())
    .execute();
}

/**
 * A free profile of the service for a new sale: in the account with the fewest free profiles (it
 * fills accounts before opening new ones), not hidden by the staff member, the first by position.
 * Two seeks: the account on (service_id, free_count, id), then its libre profiles on
 * (account_id, status …), never a walk of every free profile of the shop.
 */
export async function findFreeProfileOfService(db: Db, serviceId: number, userId: number) {
  const account = await db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.service_id', '=', serviceId)
    .where('accounts.free_count', '>', 0)
    .where((eb) => eb.not(hiddenBy(userId)))
    .orderBy('accounts.free_count')
    .orderBy('accounts.id')
    .limit(1)
    .executeTakeFirst();
  return account ? firstFreeProfile(db, account.id) : undefined;
}

async function firstFreeProfile(db: Db, accountId: number) {
  const profile = await db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'libre')
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  // null: the account's last free profile went between the two reads (another sale committed).
  return { profile_id: profile?.id ?? null, account_id: accountId };
}

/**
 * The same by the other policy (docs/decisions/042): the account whose supplier renewal is
 * furthest away first (an account without a date last), then the fewest free profiles.
 */
export async function findFreeProfileByRenewal(db: Db, serviceId: number, userId: number) {
  const account = await db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.service_id', '=', serviceId)
    .where('accounts.free_count', '>', 0)
    .where((eb) => eb.not(hiddenBy(userId)))
    .orderBy(sql`accounts.provider_renewal_date is null`)
    .orderBy('accounts.provider_renewal_date', 'desc')
    .orderBy('accounts.free_count')
    .orderBy('accounts.id')
    .limit(1)
    .executeTakeFirst();
  return account ? firstFreeProfile(db, account.id) : undefined;
}

/** An account of the service whose profiles are all libre (a cuenta completa sale), oldest first. */
export const findWholeFreeAccount = (db: Db, serviceId: number, userId: number) =>
  db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.service_id', '=', serviceId)
    .where('accounts.free_count', '>', 0)
    .where('accounts.occupied_count', '=', 0)
    .where('accounts.next_expiry', '=', NO_EXPIRY)
    .where((eb) => eb.not(hiddenBy(userId)))
    .orderBy('accounts.free_count')
    .orderBy('accounts.id')
    .limit(1)
    .executeTakeFirst();

/** The account's service and whether the staff member hid it, or undefined when it is gone. */
export const findAccountService = (db: Db, id: number, userId: number) =>
  db
    .selectFrom('accounts')
    .select(['accounts.id', 'accounts.service_id', hiddenBy(userId).as('hidden')])
    .where('accounts.id', '=', id)
    .executeTakeFirst();
