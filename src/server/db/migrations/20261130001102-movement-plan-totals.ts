import { sql, type Kysely } from 'kysely';

// Sales by plan (issue 25, item 7; docs/decisions/042). Frozen: imports only Kysely.
//
// movement_plan_totals keeps, per period ('YYYY-MM', 'YYYY', '' for all time), type and plan, the
// count and the sum of the movements that name a plan, so Movimientos and the Panel list the sales
// by plan from a few rows however many movements the month holds (as movement_service_totals
// does per service, decision 024). A movement without a plan is not in it. The plan's name is read
// with the totals (a renamed plan keeps its sums). Triggers keep it in step with every write to
// movements: SQLite row triggers, PostgreSQL statement triggers over transition tables.

const upsert = `on conflict (period, type, plan_id) do update set
    movements = movement_plan_totals.movements + excluded.movements,
    amount = movement_plan_totals.amount + excluded.amount`;

const dropEmpty = `delete from movement_plan_totals where movements = 0 and amount = 0;`;

/** SQLite: the movement `r` added (sign 1) or taken out (-1), when it names a plan. */
function sqliteRowApply(r: 'new' | 'old', sign: 1 | -1) {
  const periods = [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`];
  const rows = periods.map(
    (period) => `(${period}, ${r}.type, ${r}.plan_id, ${sign}, ${sign} * ${r}.amount)`,
  );
  // "where true": SQLite needs it to read the ON CONFLICT of an INSERT … SELECT as an upsert.
  return `insert into movement_plan_totals (period, type, plan_id, movements, amount)
      select * from (values ${rows.join(', ')}) where ${r}.plan_id is not null
      ${upsert};`;
}

/** PostgreSQL: the rows of `source` (date, type, amount, plan_id, sign) added up per key. */
function postgresApply(source: string) {
  return `insert into movement_plan_totals (period, type, plan_id, movements, amount)
      select p.period, c.type, c.plan_id, sum(c.sign), sum(c.sign * c.amount)
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      where c.plan_id is not null
      group by 1, 2, 3
      having sum(c.sign) <> 0 or sum(c.sign * c.amount) <> 0
      order by 1, 2, 3
      ${upsert};`;
}

const rowsOf = (table: string, sign: 1 | -1) =>
  `select date, type, amount, plan_id, ${sign} as sign from ${table}`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  await db.schema
    .createTable('movement_plan_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('movements', 'integer', (c) => c.notNull())
    .addColumn('amount', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('movement_plan_totals_pk', ['period', 'type', 'plan_id'])
    .execute();
  await sql`create index movement_plan_totals_empty_idx on movement_plan_totals (movements)
    where movements = 0`.execute(db);

  // What is already there, added up once; then the triggers keep it in step.
  if (pg) {
    await sql.raw(postgresApply(rowsOf('movements', 1)).replace(/;\s*$/, '')).execute(db);
    const fn = (name: string, body: string) =>
      sql.raw(`create function ${name}() returns trigger language plpgsql
        set search_path from current as $body$
        begin
          ${body}
          return null;
        end $body$`);
    await fn('movements_plan_totals_insert', postgresApply(rowsOf('new_rows', 1))).execute(db);
    await fn('movements_plan_totals_delete', postgresApply(rowsOf('old_rows', -1)) + dropEmpty).execute(db);
    await fn(
      'movements_plan_totals_update',
      postgresApply(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`) + dropEmpty,
    ).execute(db);
    await sql`create trigger movements_plan_totals_insert after insert on movements
      referencing new table as new_rows for each statement execute function movements_plan_totals_insert()`.execute(
      db,
    );
    await sql`create trigger movements_plan_totals_delete after delete on movements
      referencing old table as old_rows for each statement execute function movements_plan_totals_delete()`.execute(
      db,
    );
    await sql`create trigger movements_plan_totals_update after update on movements
      referencing old table as old_rows new table as new_rows
      for each statement execute function movements_plan_totals_update()`.execute(db);
    return;
  }
  await sql
    .raw(
      `insert into movement_plan_totals (period, type, plan_id, movements, amount)
      select substr(m.date, 1, p.len), m.type, m.plan_id, count(*), sum(m.amount)
      from movements m, (select 7 as len union all select 4 union all select 0) p
      where m.plan_id is not null
      group by 1, 2, 3`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_plan_totals_insert after insert on movements begin ${sqliteRowApply('new', 1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_plan_totals_delete after delete on movements begin
      ${sqliteRowApply('old', -1)} ${dropEmpty} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_plan_totals_update after update of date, type, amount, plan_id on movements begin
      ${sqliteRowApply('old', -1)} ${sqliteRowApply('new', 1)} ${dropEmpty} end`,
    )
    .execute(db);
}
