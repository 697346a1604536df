import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app';

// The list must stay fast at 100 000 accounts (decision 011): these check that the database
// plans the order and the search with the indexes made for them, not a scan of every row.
const t = useTestApp();

const plan = async (query: ReturnType<typeof sql>) =>
  JSON.stringify((await query.execute(t.database.db)).rows);

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
  it('searches through the FTS5 trigram index', async () => {
    const text = await plan(
      sql`explain query plan select id from accounts where id in (select rowid from accounts_fts where accounts_fts match ${'"abc"'})`,
    );
    expect(text).toContain('VIRTUAL TABLE INDEX');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL plans', () => {
  it('searches through the pg_trgm index', async () => {
    const text = await t.database.db.transaction().execute(async (tx) => {
      // With a handful of rows a scan is cheapest; forbid it to see which index the planner can use.
      await sql`set local enable_seqscan = off`.execute(tx);
      return JSON.stringify(
        (await sql`explain select id from accounts where search_key like ${'%abc%'}`.execute(tx)).rows,
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
