import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../app-context';
import type { DialectName } from '../../db/database';
import type { RenewalOutcomesTable } from '../../db/schema';

export type TermRow = Selectable<RenewalOutcomesTable>;
export type NewTerm = Insertable<RenewalOutcomesTable>;

const factsQuery = (db: Db) =>
  db
    .selectFrom('profiles')
    .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'profiles.id',
      'profiles.status',
      'profiles.client_id',
      'profiles.expiry_date',
      'profiles.custom_price',
      'accounts.service_id',
      'services.price',
    ]);

/** What a term is made of: the profile as it is now, with its service's price. */
export const profileFacts = (db: Db, profileId: number) =>
  factsQuery(db).where('profiles.id', '=', profileId).executeTakeFirst();

/** The same for many profiles (one chunk of an incident). */
export const profilesFacts = (db: Db, profileIds: readonly number[]) =>
  factsQuery(db).where('profiles.id', 'in', profileIds).execute();

/** The profile's newest term (its current one), by the (profile_id, id) index. */
export const currentTerm = (db: Db, profileId: number) =>
  db
    .selectFrom('renewal_outcomes')
    .selectAll()
    .where('profile_id', '=', profileId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Each profile's newest term, by the same index (one chunk of an incident). */
export const currentTerms = (db: Db, profileIds: readonly number[]) =>
  db
    .selectFrom('renewal_outcomes as r')
    .selectAll('r')
    .where('r.profile_id', 'in', profileIds)
    .where(({ eb, selectFrom }) =>
      eb(
        'r.id',
        '=',
        selectFrom('renewal_outcomes as newest')
          .select(({ fn }) => fn.max('newest.id').as('id'))
          .whereRef('newest.profile_id', '=', 'r.profile_id'),
      ),
    )
    .execute();

/**
 * Re-reads a term and holds its row to the end of the transaction (PostgreSQL): a reminder and a
 * renewal of the same profile at once queue here, and the second sees what the first wrote.
 * SQLite runs one write transaction at a time anyway.
 */
export function lockTerm(db: Db, dialect: DialectName, id: number) {
  const query = db.selectFrom('renewal_outcomes').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertTerm(db: Db, term: NewTerm) {
  const { id } = await db
    .insertInto('renewal_outcomes')
    .values(term)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const insertTerms = (db: Db, terms: NewTerm[]) =>
  terms.length === 0
    ? Promise.resolve()
    : db
        .insertInto('renewal_outcomes')
        .values(terms)
        .execute()
        .then(() => undefined);

export const updateTerm = (db: Db, id: number, patch: Partial<NewTerm>) =>
  db.updateTable('renewal_outcomes').set(patch).where('id', '=', id).execute();

export const deleteTerm = (db: Db, id: number) =>
  db.deleteFrom('renewal_outcomes').where('id', '=', id).execute();

/** One key's share of the totals (added, or taken away with negative figures). */
export interface TotalsDelta {
  due_date: string;
  service_id: number;
  staff_id: number;
  due: number;
  renewed: number;
  renewed_amount: number;
  open_amount: number;
  reminded: number;
  reminded_renewed: number;
  unreminded_renewed: number;
}

/** The figure columns both totals tables share (daily and monthly). */
export const RENEWAL_FIGURES = [
  'due',
  'renewed',
  'renewed_amount',
  'open_amount',
  'reminded',
  'reminded_renewed',
  'unreminded_renewed',
] as const;

/** Adds a delta's figures into a sum of the same key. */
export function addFigures(sum: Record<(typeof RENEWAL_FIGURES)[number], number>, delta: TotalsDelta) {
  for (const f of RENEWAL_FIGURES) sum[f] += delta[f];
}

/** Whether a sum moves anything (a share taken out and put back on one key nets to nothing). */
export const movesAnything = (sum: Record<(typeof RENEWAL_FIGURES)[number], number>) =>
  RENEWAL_FIGURES.some((f) => sum[f] !== 0);

const sumsInto = (table: string) =>
  Object.fromEntries(
    RENEWAL_FIGURES.map((f) => [f, sql`${sql.table(table)}.${sql.ref(f)} + excluded.${sql.ref(f)}`]),
  );

/** Rows per upsert: ten parameters a row keeps a statement well under SQLite's 32,766. */
const TOTALS_CHUNK = 500;

const byKey =
  <K extends 'due_date' | 'month'>(period: K) =>
  (a: Record<K, string> & TotalsKey, b: Record<K, string> & TotalsKey) =>
    a[period] < b[period]
      ? -1
      : a[period] > b[period]
        ? 1
        : a.service_id - b.service_id || a.staff_id - b.staff_id;

interface TotalsKey {
  service_id: number;
  staff_id: number;
}

/**
 * Adds a transaction's deltas (one per key) to their days' and months' totals rows: every day row
 * in key order, then every month row in key order, so two transactions that share rows lock them
 * in the same order and neither waits for the other while holding what it needs (a deadlock on
 * PostgreSQL). The rows' locks are held to commit.
 */
export async function addTotalsInOrder(db: Db, deltas: readonly TotalsDelta[]) {
  const days = deltas.filter(movesAnything).sort(byKey('due_date'));
  const months = new Map<string, MonthDelta>();
  for (const day of days) {
    const { due_date, ...rest } = day;
    const month = due_date.slice(0, 7);
    const key = `${month}|${rest.service_id}|${rest.staff_id}`;
    const sum = months.get(key);
    if (!sum) months.set(key, { month, ...rest });
    else addFigures(sum, day);
  }
  for (let i = 0; i < days.length; i += TOTALS_CHUNK)
    await db
      .insertInto('renewal_outcome_totals')
      .values(days.slice(i, i + TOTALS_CHUNK))
      .onConflict((oc) =>
        oc.columns(['due_date', 'service_id', 'staff_id']).doUpdateSet(sumsInto('renewal_outcome_totals')),
      )
      .execute();
  // A term moved within its month nets to nothing there: no row to touch.
  const monthRows = [...months.values()].filter(movesAnything).sort(byKey('month'));
  for (let i = 0; i < monthRows.length; i += TOTALS_CHUNK)
    await db
      .insertInto('renewal_outcome_month_totals')
      .values(monthRows.slice(i, i + TOTALS_CHUNK))
      .onConflict((oc) =>
        oc.columns(['month', 'service_id', 'staff_id']).doUpdateSet(sumsInto('renewal_outcome_month_totals')),
      )
      .execute();
}

type MonthDelta = Omit<TotalsDelta, 'due_date'> & { month: string };

/** The totals added up again from every term (after a bulk load: the demo shop). */
/** The columns both totals tables share after their period: the service, the staff member, the figures. */
const FIGURE_COLUMNS = [
  'service_id',
  'staff_id',
  'due',
  'renewed',
  'renewed_amount',
  'open_amount',
  'reminded',
  'reminded_renewed',
  'unreminded_renewed',
] as const;

export async function rebuildTotals(db: Db) {
  await db.deleteFrom('renewal_outcome_totals').execute();
  const staff = sql`coalesce(reminded_by, renewed_by, 0)`;
  await db
    .insertInto('renewal_outcome_totals')
    .columns(['due_date', ...FIGURE_COLUMNS])
    .expression(
      db
        .selectFrom('renewal_outcomes')
        .select([
          'due_date',
          'service_id',
          staff.as('staff_id'),
          sql<number>`count(*)`.as('due'),
          sql<number>`sum(case when renewed_at is not null then 1 else 0 end)`.as('renewed'),
          sql<number>`sum(case when renewed_at is not null then amount else 0 end)`.as('renewed_amount'),
          sql<number>`sum(case when renewed_at is null then price else 0 end)`.as('open_amount'),
          sql<number>`sum(case when reminded_at is not null then 1 else 0 end)`.as('reminded'),
          sql<number>`sum(reminder_worked)`.as('reminded_renewed'),
          sql<number>`sum(case when reminded_at is null and renewed_at is not null then 1 else 0 end)`.as(
            'unreminded_renewed',
          ),
        ])
        .groupBy(['due_date', 'service_id', staff]),
    )
    .execute();
  await db.deleteFrom('renewal_outcome_month_totals').execute();
  const month = sql<string>`substr(cast(due_date as text), 1, 7)`;
  await db
    .insertInto('renewal_outcome_month_totals')
    .columns(['month', ...FIGURE_COLUMNS])
    .expression(
      db
        .selectFrom('renewal_outcome_totals')
        .select([
          month.as('month'),
          'service_id',
          'staff_id',
          sql<number>`sum(due)`.as('due'),
          sql<number>`sum(renewed)`.as('renewed'),
          sql<number>`sum(renewed_amount)`.as('renewed_amount'),
          sql<number>`sum(open_amount)`.as('open_amount'),
          sql<number>`sum(reminded)`.as('reminded'),
          sql<number>`sum(reminded_renewed)`.as('reminded_renewed'),
          sql<number>`sum(unreminded_renewed)`.as('unreminded_renewed'),
        ])
        .groupBy([sql`1`, 'service_id', 'staff_id']),
    )
    .execute();
}
