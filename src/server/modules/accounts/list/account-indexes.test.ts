import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app';
import { accountPageIds, type AccountFilter } from '../account.repository';

// The list must stay fast at 100 000 accounts (decision 011): these check that the database
// plans the order and the search with the indexes made for them, not a scan of every row.
const t = useTestApp();

const plan = async (query: ReturnType<typeof sql>) =>
  JSON.stringify((await query.execute(t.database.db)).rows);

/** The plan of the SQL the list endpoint really sends for one page, with its parameters. */
const pagePlan = async (f: Partial<AccountFilter>) => {
  const filter: AccountFilter = {
    userId: 1,
    dialect: t.database.dialect,
    today: '2026-11-24',
    nearLimit: '2026-11-29',
    expiryFilter: 'all',
    hidden: 'exclude',
    ...f,
  };
  const { sql: text, parameters } = accountPageIds(t.database.db, filter, 10, 50).compile();
  const explain = t.database.dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
  return t.database.db.transaction().execute(async (tx) => {
    if (t.database.dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(tx);
    return JSON.stringify((await tx.executeQuery(CompiledQuery.raw(explain + text, [...parameters]))).rows);
  });
};

describe('the compiled list query', () => {
  it('pages from the (next_expiry, id) index', async () => {
    const text = await pagePlan({});
    expect(text).toContain('accounts_order_idx');
    if (t.database.dialect === 'sqlite') expect(text).not.toContain('TEMP B-TREE');
  });
  it('pages the near-expiry filter in list order, asking each account, never sorting every match', async () => {
    const text = await pagePlan({ expiryFilter: 'expiring' });
    if (t.database.dialect === 'sqlite') {
      expect(text).toContain('accounts_order_idx');
      expect(text).toContain('profiles_account_status_expiry_idx');
      expect(text).not.toContain('TEMP B-TREE');
    }
  });
  it('searches through the index made for substrings', async () => {
    const text = await pagePlan({ search: { key: 'abc', serviceIds: [] } });
    expect(text).toContain(
      t.database.dialect === 'sqlite' ? 'VIRTUAL TABLE INDEX' : 'accounts_search_trgm_idx',
    );
  });
});

describe.runIf(process.env.TEST_DB === 'sqlite')(
  'the two ways to a page of a search (lib/search-plan.ts)',
  () => {
    const search = { key: 'abc', serviceIds: [] };
    it('looks each match up and sorts them when the matches are few', async () => {
      const text = await pagePlan({ search });
      expect(text).toContain('USING INTEGER PRIMARY KEY');
      expect(text).toContain('TEMP B-TREE FOR ORDER BY');
    });
    it('walks the order index, keeping the matches, when they are many', async () => {
      const text = await pagePlan({ search, walkOrder: true });
      expect(text).toContain('accounts_order_idx');
      expect(text).toContain('VIRTUAL TABLE INDEX');
      expect(text).not.toContain('TEMP B-TREE');
      expect(await pagePlan({ search, walkOrder: true, serviceId: 3 })).toContain(
        'accounts_service_order_idx',
      );
    });
  },
);

describe.runIf(process.env.TEST_DB === 'sqlite')('SQLite plans', () => {
  it('pages in (next_expiry, id) order from its index', async () => {
    const text = await plan(
      sql`explain query plan select id from accounts order by next_expiry, id limit 10 offset 50`,
    );
    expect(text).toContain('accounts_order_idx');
    expect(text).not.toContain('TEMP B-TREE');
  });
  it("computes one account's summary from its own profiles only", async () => {
    const text = await plan(
      sql`explain query plan select min(expiry_date) from profiles where account_id = ${1} and status = 'ocupado'`,
    );
    expect(text).toContain('profiles_account_status_expiry_idx');
  });
  it('counts the accounts about to expire and groups Avisos from one covering index', async () => {
    const count = await plan(
      sql`explain query plan select count(distinct account_id) from profiles
        where status = 'ocupado' and expiry_date > ${'2026-11-24'} and expiry_date <= ${'2026-11-29'}`,
    );
    expect(count).toContain('COVERING INDEX profiles_due_idx');
    const due = await plan(
      sql`explain query plan select client_id, min(expiry_date), max(updated_at) from profiles
        where status = 'ocupado' and expiry_date <= ${'2026-11-29'} group by client_id`,
    );
    expect(due).toContain('COVERING INDEX profiles_due_idx');
  });
  it('searches through the FTS5 trigram index', async () => {
    const text = await plan(
      sql`explain query plan select id from accounts where id in (select rowid from accounts_fts where accounts_fts match ${'"abc"'})`,
    );
    expect(text).toContain('VIRTUAL TABLE INDEX');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL plans', () => {
  it('searches through the pg_trgm index, escaped LIKE included', async () => {
    const text = await t.database.db.transaction().execute(async (tx) => {
      // With a handful of rows a scan is cheapest; forbid it to see which index the planner can use.
      await sql`set local enable_seqscan = off`.execute(tx);
      return JSON.stringify(
        (
          await sql`explain select id from accounts where search_key like ${'%ab\\%c%'} escape '\\'`.execute(
            tx,
          )
        ).rows,
      );
    });
    expect(text).toContain('accounts_search_trgm_idx');
  });
  it('pages in (next_expiry, id) order from its index', async () => {
    const text = await t.database.db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      return JSON.stringify(
        (await sql`explain select id from accounts order by next_expiry, id limit 10 offset 50`.execute(tx))
          .rows,
      );
    });
    expect(text).toContain('accounts_order_idx');
  });
});
