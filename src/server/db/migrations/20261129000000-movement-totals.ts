import { sql, type Kysely } from 'kysely';

// Movement totals kept by the database (issue 12, docs/decisions/024). Frozen: imports only Kysely.
//
// The stats of a month summed every movement in it: 13 000 at scale 1, 129 000 at scale 10, so
// the request cost grew with the shop (9–14× at 10× data). These two tables hold the same sums
// already added up, per period (a month 'YYYY-MM', a year 'YYYY', or '' for all time):
//
// - movement_service_totals: per type and recorded service, the count and the sum of amounts.
//   The stats' totals, their per-service lines and the Panel's income per month read it.
// - movement_client_totals: per type (and '' for every type) and recorded client, the count, the
//   sales and the net income, with an index in the order of the stats' top clients, so the 20
//   with the most income are the index's first 20 entries.
//
// A movement without a client or service (or one deleted since: the foreign key sets null) is
// kept under id 0 and its recorded name, or '' without one: both columns are NOT NULL so a key
// identifies one row on both databases (NULLs are never equal in a unique index).
//
// Triggers keep them in step with every write to movements, whatever makes it: the services, the
// demo's bulk load, and the foreign keys setting a deleted client or service to null. On SQLite
// row triggers; on PostgreSQL statement triggers over transition tables, which add a whole bulk
// insert in one upsert per table, taking the rows' locks in key order.

// A date's periods on SQLite: its first 7, 4 and 0 characters ('YYYY-MM', 'YYYY', '').
const PERIOD_LENGTHS = '(select 7 as len union all select 4 union all select 0)';

const serviceUpsert = `on conflict (period, type, service_id, service_name) do update set
    movements = movement_service_totals.movements + excluded.movements,
    amount = movement_service_totals.amount + excluded.amount`;

const clientUpsert = `on conflict (client_id, client_name, period, type) do update set
    movements = movement_client_totals.movements + excluded.movements,
    sales = movement_client_totals.sales + excluded.sales,
    income = movement_client_totals.income + excluded.income`;

// A key whose movements are all gone leaves the tables (a partial index finds those rows at once).
// Only when its sums are zero too: were they ever to disagree, the row stays where a test sees it.
const dropEmpty = `delete from movement_service_totals where movements = 0 and amount = 0;
    delete from movement_client_totals where movements = 0 and sales = 0 and income = 0;`;

// What a movement (c, with its sign) adds to a client's sales and net income.
const SALE_DELTA = `case when c.type in ('venta', 'renovacion') then c.sign else 0 end`;
const INCOME_DELTA = `case when c.type = 'cancelacion' then -c.sign * c.amount else c.sign * c.amount end`;

/**
 * SQLite's row triggers: the movement `r` ('new' or 'old') added (sign 1) or taken out (-1), as
 * plain rows of values, one per key (3 service rows, 6 client rows). A grouped INSERT … SELECT
 * as the backfill's cost a write 0.4 ms more (a temporary B-tree per statement).
 */
function sqliteRowApply(r: 'new' | 'old', sign: 1 | -1) {
  const periods = [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`];
  const sale = `case when ${r}.type in ('venta', 'renovacion') then ${sign} else 0 end`;
  const income = `case when ${r}.type = 'cancelacion' then ${-sign} * ${r}.amount else ${sign} * ${r}.amount end`;
  const serviceRows = periods.map(
    (period) =>
      `(${period}, ${r}.type, coalesce(${r}.service_id, 0), coalesce(${r}.service_name, ''), ${sign}, ${sign} * ${r}.amount)`,
  );
  const clientRows = periods.flatMap((period) =>
    [`${r}.type`, `''`].map(
      (type) =>
        `(${period}, ${type}, coalesce(${r}.client_id, 0), coalesce(${r}.client_name, ''), ${sign}, ${sale}, ${income})`,
    ),
  );
  return `insert into movement_service_totals (period, type, service_id, service_name, movements, amount)
      values ${serviceRows.join(', ')}
      ${serviceUpsert};
    insert into movement_client_totals (period, type, client_id, client_name, movements, sales, income)
      values ${clientRows.join(', ')}
      ${clientUpsert};`;
}

/** SQLite's backfill: the movements of `source` (date, type, amount, ids, names and a sign), added up per key. */
function sqliteApply(source: string) {
  // "where true": SQLite needs it to read the ON CONFLICT of an INSERT … SELECT as an upsert.
  return `insert into movement_service_totals (period, type, service_id, service_name, movements, amount)
      select substr(c.date, 1, p.len), c.type, coalesce(c.service_id, 0), coalesce(c.service_name, ''),
        sum(c.sign), sum(c.sign * c.amount)
      from (${source}) c, ${PERIOD_LENGTHS} p where true
      group by 1, 2, 3, 4
      ${serviceUpsert};
    insert into movement_client_totals (period, type, client_id, client_name, movements, sales, income)
      select substr(c.date, 1, p.len), case when k.every then '' else c.type end,
        coalesce(c.client_id, 0), coalesce(c.client_name, ''),
        sum(c.sign), sum(${SALE_DELTA}), sum(${INCOME_DELTA})
      from (${source}) c, ${PERIOD_LENGTHS} p, (select 0 as every union all select 1) k where true
      group by 1, 2, 3, 4
      ${clientUpsert};`;
}

/**
 * PostgreSQL: add the rows of `source` (date, type, amount, ids, names and a sign), grouped. A
 * key whose deltas are all zero (an edit of the description only) is left alone: no write, no
 * lock. A type changed from venta to cancelación moves no count of the every-type row ('') but
 * does move its sales and income, so each of the three is tested.
 */
function postgresApply(source: string) {
  return `insert into movement_service_totals
      (period, type, service_id, service_name, movements, amount)
      select p.period, c.type, coalesce(c.service_id, 0), coalesce(c.service_name, ''),
        sum(c.sign), sum(c.sign * c.amount)
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      group by 1, 2, 3, 4
      having sum(c.sign) <> 0 or sum(c.sign * c.amount) <> 0
      order by 1, 2, 3, 4
      ${serviceUpsert};
    insert into movement_client_totals
      (period, type, client_id, client_name, movements, sales, income)
      select p.period, k.type, coalesce(c.client_id, 0), coalesce(c.client_name, ''),
        sum(c.sign), sum(${SALE_DELTA}), sum(${INCOME_DELTA})
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      cross join lateral (values (c.type), ('')) k(type)
      group by 1, 2, 3, 4
      having sum(c.sign) <> 0 or sum(${SALE_DELTA}) <> 0 or sum(${INCOME_DELTA}) <> 0
      order by 3, 4, 1, 2
      ${clientUpsert};`;
}

const COLUMNS = 'date, type, amount, service_id, service_name, client_id, client_name';
const rowsOf = (table: string, sign: 1 | -1) => `select ${COLUMNS}, ${sign} as sign from ${table}`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const big = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('movement_service_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('service_id', 'integer', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('movements', 'integer', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('movement_service_totals_pk', ['period', 'type', 'service_id', 'service_name'])
    .execute();
  await db.schema
    .createTable('movement_client_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('movements', 'integer', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addColumn('income', big, (c) => c.notNull())
    // Keyed client first, and on SQLite stored in that key's order (WITHOUT ROWID: no separate
    // table and key index, a third less space): the 6 rows a movement changes share a page.
    .addPrimaryKeyConstraint('movement_client_totals_pk', ['client_id', 'client_name', 'period', 'type'])
    .$call((table) => (pg ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  // The stats' top clients: most income first, then name and id, as the stats always ordered them.
  await sql`create index movement_client_totals_top_idx
    on movement_client_totals (period, type, income desc, client_name, client_id)`.execute(db);
  for (const table of ['movement_service_totals', 'movement_client_totals'])
    await sql`create index ${sql.id(`${table}_empty_idx`)} on ${sql.table(table)} (movements)
      where movements = 0`.execute(db);

  // What is already there, added up once; then the triggers keep it in step.
  const all = rowsOf('movements', 1);
  if (pg) {
    await multi(db, postgresApply(all));
    await postgresTriggers(db);
  } else {
    await multi(db, sqliteApply(all));
    await sqliteTriggers(db);
  }

  // The covering index served only the stats, which no longer read movements.
  await db.schema.dropIndex('movements_stats_idx').ifExists().execute();
}

/** Runs statements separated by ';' one by one (the drivers take one statement at a time). */
async function multi(db: Kysely<unknown>, statements: string) {
  for (const statement of statements.split(';').map((s) => s.trim()))
    if (statement) await sql.raw(statement).execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create trigger movements_totals_insert after insert on movements begin
    ${sqliteRowApply('new', 1)}
  end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_totals_delete after delete on movements begin
    ${sqliteRowApply('old', -1)}
    ${dropEmpty}
  end`,
    )
    .execute(db);
  // A deleted client or service sets its movements' id to null: an update of client_id or
  // service_id, which moves their sums to id 0 here.
  await sql
    .raw(
      `create trigger movements_totals_update after update of ${COLUMNS} on movements begin
    ${sqliteRowApply('old', -1)}
    ${sqliteRowApply('new', 1)}
    ${dropEmpty}
  end`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // `set search_path from current`: the tables are found in the schema the migration ran in,
  // whatever the session that fires the trigger has set.
  const fn = (name: string, body: string) =>
    sql.raw(`create function ${name}() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        ${body}
        return null;
      end $body$`);
  await fn('movements_totals_insert', postgresApply(rowsOf('new_rows', 1))).execute(db);
  await fn('movements_totals_delete', postgresApply(rowsOf('old_rows', -1)) + dropEmpty).execute(db);
  await fn(
    'movements_totals_update',
    postgresApply(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`) + dropEmpty,
  ).execute(db);
  await sql`create trigger movements_totals_insert after insert on movements
    referencing new table as new_rows for each statement execute function movements_totals_insert()`.execute(
    db,
  );
  await sql`create trigger movements_totals_delete after delete on movements
    referencing old table as old_rows for each statement execute function movements_totals_delete()`.execute(
    db,
  );
  // PostgreSQL refuses a column list on a trigger with transition tables: every update fires it,
  // and an update that moved no sum (a description) adds nothing (the upserts skip zero rows).
  await sql`create trigger movements_totals_update after update on movements
    referencing old table as old_rows new table as new_rows
    for each statement execute function movements_totals_update()`.execute(db);
}
