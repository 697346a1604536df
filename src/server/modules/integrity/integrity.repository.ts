import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../app-context';
import type { Database } from '../../db/schema';
import { chunks } from '../../lib/chunks';

// Every query of the Revisión de datos (docs/decisions/053). The scan is set-based: one grouped
// (or one filtered) query per kind counts the findings, and a second reads only the first page of
// them, on the indexes the kind needs (clients by phone, accounts by username and service,
// profiles by status and expiry, profiles by account and by client).

type Eb = ExpressionBuilder<Database, 'profiles'>;
const n = (value: unknown) => Number(value ?? 0);

/** How many rows a (grouped) query answers, without reading them. */
async function countOf<O>(db: Db, query: SelectQueryBuilder<Database, never, O>) {
  const row = await db
    .selectFrom(query.as('g'))
    .select((eb) => eb.fn.countAll().as('c'))
    .executeTakeFirst();
  return n(row?.c);
}

const hasText = (column: 'clients.phone') =>
  sql<boolean>`(${sql.ref(column)} is not null and ${sql.ref(column)} <> '')`;

// ── Clients with the same phone ───────────────────────────────────────────────────────────────

const duplicatePhones = (db: Db) =>
  db
    .selectFrom('clients')
    .select('phone')
    .where(hasText('clients.phone'))
    .groupBy('phone')
    .having((eb) => eb.fn.countAll(), '>', 1);

export async function scanDuplicatePhones(db: Db, limit: number) {
  const [count, groups] = await Promise.all([
    countOf(db, duplicatePhones(db) as never),
    duplicatePhones(db).orderBy('phone').limit(limit).execute(),
  ]);
  const phones = groups.map((g) => g.phone as string);
  const clients =
    phones.length === 0
      ? []
      : await db
          .selectFrom('clients')
          .select(['id', 'name', 'phone'])
          .select((eb) =>
            eb
              .selectFrom('profiles')
              .select((p) => p.fn.countAll().as('c'))
              .whereRef('profiles.client_id', '=', 'clients.id')
              .as('profiles'),
          )
          .where('phone', 'in', phones)
          .orderBy('phone')
          .orderBy('id')
          .execute();
  return {
    count,
    clients: clients.map((c) => ({ ...c, phone: c.phone as string, profiles: n(c.profiles) })),
  };
}

// ── Accounts with the same service and username ───────────────────────────────────────────────

const duplicateAccounts = (db: Db) =>
  db
    .selectFrom('accounts')
    .select(['username', 'service_id'])
    .groupBy(['username', 'service_id'])
    .having((eb) => eb.fn.countAll(), '>', 1);

/** An account as a finding names it, with how many of its profiles hold a client. */
const accountRows = (db: Db) =>
  db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select(['accounts.id', 'accounts.username', 'accounts.service_id', 'services.name as service_name'])
    .select((eb) =>
      eb
        .selectFrom('profiles')
        .select((p) => p.fn.countAll().as('c'))
        .whereRef('profiles.account_id', '=', 'accounts.id')
        .where('profiles.client_id', 'is not', null)
        .as('held'),
    );

export type AccountFindingRow = Awaited<ReturnType<typeof readAccounts>>[number];

/** The accounts among `ids`, with their service and how many profiles hold a client. */
export async function readAccounts(db: Db, ids: readonly number[]) {
  const rows = [];
  for (const slice of chunks([...new Set(ids)], 5000))
    rows.push(...(await accountRows(db).where('accounts.id', 'in', slice).execute()));
  return rows.map((r) => ({ ...r, held: n(r.held) })).sort((a, b) => a.id - b.id);
}

export async function scanDuplicateAccounts(db: Db, limit: number) {
  const [count, groups] = await Promise.all([
    countOf(db, duplicateAccounts(db) as never),
    duplicateAccounts(db).orderBy('username').orderBy('service_id').limit(limit).execute(),
  ]);
  if (groups.length === 0) return { count, accounts: [] };
  const accounts = await accountRows(db)
    .where((eb) =>
      eb.or(
        groups.map((g) =>
          eb.and([eb('accounts.username', '=', g.username), eb('accounts.service_id', '=', g.service_id)]),
        ),
      ),
    )
    .orderBy('accounts.username')
    .orderBy('accounts.service_id')
    .orderBy('accounts.id')
    .execute();
  return { count, accounts: accounts.map((a) => ({ ...a, held: n(a.held) })) };
}

/** The other accounts of the same service with the same username as `account`. */
export const sameServiceAndUsername = (db: Db, account: { username: string; service_id: number }) =>
  db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', account.username)
    .where('service_id', '=', account.service_id)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.id));

// ── One username under two services ───────────────────────────────────────────────────────────

/**
 * The accounts whose username is used under two services or more (at most `limit` usernames):
 * their passwords are sealed with a random nonce, so the service compares them once opened.
 */
export async function accountsSharingUsername(db: Db, limit: number) {
  const usernames = await db
    .selectFrom('accounts')
    .select('username')
    .groupBy('username')
    .having(sql`count(distinct service_id)`, '>', 1)
    .orderBy('username')
    .limit(limit)
    .execute();
  if (usernames.length === 0) return [];
  return db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select(['accounts.id', 'accounts.username', 'accounts.password', 'accounts.service_id'])
    .select('services.name as service_name')
    .where(
      'accounts.username',
      'in',
      usernames.map((u) => u.username),
    )
    .orderBy('accounts.username')
    .orderBy('accounts.id')
    .execute();
}

// ── Accounts with more profiles than their service allows ─────────────────────────────────────

// Per account, a count on the profiles' account index (one range each), rather than a GROUP BY
// that joins every profile to its account and service: about ten times faster at scale 10.
const profileCount = sql<number>`(select count(*) from profiles where profiles.account_id = accounts.id)`;

const crowdedAccounts = (db: Db) =>
  db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select(['accounts.id as account_id', 'services.max_profiles'])
    .select(profileCount.as('profiles'))
    .select(
      sql<number>`(select count(*) from profiles where profiles.account_id = accounts.id and profiles.status = 'libre')`.as(
        'free',
      ),
    )
    .where(profileCount, '>', sql.ref<number>('services.max_profiles'));

export type CrowdedRow = { account_id: number; max_profiles: number; profiles: number; free: number };

export async function scanCrowdedAccounts(db: Db, limit: number) {
  const [count, rows] = await Promise.all([
    countOf(db, crowdedAccounts(db) as never),
    crowdedAccounts(db).orderBy('accounts.id').limit(limit).execute(),
  ]);
  return { count, rows: rows.map(crowdedRow) };
}

const crowdedRow = (r: { account_id: number; max_profiles: number; profiles: unknown; free: unknown }) => ({
  account_id: r.account_id,
  max_profiles: r.max_profiles,
  profiles: n(r.profiles),
  free: n(r.free),
});

/** The crowded accounts among `ids`. */
export const crowdedAmong = (db: Db, ids: number[]) =>
  crowdedAccounts(db)
    .where('accounts.id', 'in', ids)
    .execute()
    .then((rows) => rows.map(crowdedRow));

// ── Profile kinds ─────────────────────────────────────────────────────────────────────────────

export type ProfileKind = 'occupied_incomplete' | 'free_with_data' | 'expired_past_grace';

/** The condition of each profile kind; `lastExpiry` is the last expiry already past grace. */
export const profileCondition = (kind: ProfileKind, lastExpiry: string) => (eb: Eb) => {
  switch (kind) {
    case 'occupied_incomplete':
      return eb.and([
        eb('profiles.status', '=', 'ocupado'),
        eb.or([eb('profiles.client_id', 'is', null), eb('profiles.expiry_date', 'is', null)]),
      ]);
    case 'free_with_data':
      return eb.and([
        eb('profiles.status', '=', 'libre'),
        eb.or([
          eb('profiles.client_id', 'is not', null),
          eb('profiles.pin', 'is not', null),
          eb('profiles.custom_price', 'is not', null),
        ]),
      ]);
    case 'expired_past_grace':
      return eb.and([
        eb('profiles.status', '=', 'expirado'),
        eb('profiles.client_id', 'is not', null),
        eb('profiles.expiry_date', '<=', lastExpiry),
      ]);
  }
};

const profileRows = (db: Db) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .leftJoin('clients', 'clients.id', 'profiles.client_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.status',
      'profiles.client_id',
      'profiles.expiry_date',
      'profiles.custom_price',
      'profiles.account_id',
      'accounts.username',
      'services.name as service_name',
      'clients.name as client_name',
    ])
    .select(sql<number>`case when profiles.pin is null then 0 else 1 end`.as('has_pin'));

export type ProfileFindingRow = Awaited<ReturnType<typeof scanProfiles>>['rows'][number];

export async function scanProfiles(db: Db, kind: ProfileKind, lastExpiry: string, limit: number) {
  const where = profileCondition(kind, lastExpiry);
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('c'))
      .where(where)
      .executeTakeFirst(),
    profileRows(db).where(where).orderBy('profiles.id').limit(limit).execute(),
  ]);
  return { count: n(countRow?.c), rows };
}

/** The profiles among `ids` that still have the kind's problem. */
export async function profilesWithProblem(db: Db, kind: ProfileKind, lastExpiry: string, ids: number[]) {
  const rows = [];
  for (const slice of chunks([...new Set(ids)], 5000))
    rows.push(
      ...(await profileRows(db)
        .where('profiles.id', 'in', slice)
        .where(profileCondition(kind, lastExpiry))
        .execute()),
    );
  return rows.sort((a, b) => a.id - b.id);
}

/** The account of each of these profiles. */
export async function accountIdsOfProfiles(db: Db, ids: number[]) {
  const found = new Set<number>();
  for (const slice of chunks([...new Set(ids)], 5000))
    for (const row of await db.selectFrom('profiles').select('account_id').where('id', 'in', slice).execute())
      found.add(row.account_id);
  return [...found].sort((a, b) => a - b);
}

// ── Clients with occupied profiles and no phone ───────────────────────────────────────────────

// From the clients with no phone (the phone index), each counting its ocupado profiles on the
// profiles' client index: never a walk over every occupied profile.
const occupiedCount = sql<number>`(select count(*) from profiles where profiles.client_id = clients.id and profiles.status = 'ocupado')`;

const clientsWithoutPhone = (db: Db) =>
  db
    .selectFrom('clients')
    .select(['clients.id', 'clients.name'])
    .select(occupiedCount.as('occupied'))
    .where((eb) => eb.or([eb('clients.phone', 'is', null), eb('clients.phone', '=', '')]))
    .where(occupiedCount, '>', 0);

export async function scanClientsWithoutPhone(db: Db, limit: number) {
  const [count, rows] = await Promise.all([
    countOf(db, clientsWithoutPhone(db) as never),
    clientsWithoutPhone(db).orderBy('clients.id').limit(limit).execute(),
  ]);
  return { count, rows: rows.map((r) => ({ ...r, occupied: n(r.occupied) })) };
}

// ── The applied fix ───────────────────────────────────────────────────────────────────────────

export const insertFix = (
  db: Db,
  row: {
    kind: string;
    changes_count: number;
    created_by: number | null;
    created_by_name: string | null;
    created_at: string;
  },
) =>
  db
    .insertInto('integrity_fixes')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
