import { sql, type Kysely } from 'kysely';

// Sales by combo (issue 25, item 7; docs/decisions/047). Frozen: imports only Kysely.
//
// - movements.combo_id: the combo a venta or renovación sold (a combo's movement names no service
//   and no plan, decision 044), and on a cancelación the combo of the sale it takes back, as
//   plan_id is. A combo some movement names is deactivated instead of deleted; should it go, the
//   column is set to null (as plan_id).
// - Backfill: a combo sale's venta (sales.movement_id), a combo sale's renovación (the renewal
//   terms it wrote name its profiles, held by the client's latest combo sale of them) and a
//   cancelación of either (cancels_movement_id).
// - movement_combo_totals keeps, per period ('YYYY-MM', 'YYYY', '' for all time), type and combo,
//   the count and the sum of the movements that name a combo, as movement_plan_totals does per
//   plan (migration 20261130001102): SQLite row triggers, PostgreSQL statement triggers over
//   transition tables. The combo's name is read with the totals (a renamed combo keeps its sums).
// - PostgreSQL only: the share triggers of 20261130001300 add each share to its service and take
//   it from the movement's key in one INSERT … ON CONFLICT. When both keys are the same (a combo's
//   movement moved in Movimientos to one of its own services), PostgreSQL refuses it ("ON CONFLICT
//   DO UPDATE command cannot affect row a second time") and the edit failed. Their functions are
//   replaced by ones that add up the rows of each key first. SQLite applies the rows one by one.

const upsert = `on conflict (period, type, combo_id) do update set
    movements = movement_combo_totals.movements + excluded.movements,
    amount = movement_combo_totals.amount + excluded.amount`;

const dropEmpty = `delete from movement_combo_totals where movements = 0 and amount = 0;`;

/** SQLite: the movement `r` added (sign 1) or taken out (-1), when it names a combo. */
function sqliteRowApply(r: 'new' | 'old', sign: 1 | -1) {
  const periods = [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`];
  const rows = periods.map(
    (period) => `(${period}, ${r}.type, ${r}.combo_id, ${sign}, ${sign} * ${r}.amount)`,
  );
  // "where true": SQLite needs it to read the ON CONFLICT of an INSERT … SELECT as an upsert.
  return `insert into movement_combo_totals (period, type, combo_id, movements, amount)
      select * from (values ${rows.join(', ')}) where ${r}.combo_id is not null
      ${upsert};`;
}

/** PostgreSQL: the rows of `source` (date, type, amount, combo_id, sign) added up per key. */
function postgresApply(source: string) {
  return `insert into movement_combo_totals (period, type, combo_id, movements, amount)
      select p.period, c.type, c.combo_id, sum(c.sign), sum(c.sign * c.amount)
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      where c.combo_id is not null
      group by 1, 2, 3
      having sum(c.sign) <> 0 or sum(c.sign * c.amount) <> 0
      order by 1, 2, 3
      ${upsert};`;
}

const serviceUpsert = `on conflict (period, type, service_id, service_name) do update set
    movements = movement_service_totals.movements + excluded.movements,
    amount = movement_service_totals.amount + excluded.amount`;

/** PostgreSQL: the share `r` applied with `sign`, its rows added up per key before the upsert. */
function shareApply(r: 'new' | 'old', sign: 1 | -1) {
  const periods = [`to_char(${r}.date, 'YYYY-MM')`, `to_char(${r}.date, 'YYYY')`, `''`];
  const rows = periods.flatMap((period) => [
    `(${period}, ${r}.type, coalesce(${r}.service_id, 0), coalesce(${r}.service_name, ''), ` +
      `${sign} * ${r}.movements, ${sign} * ${r}.amount)`,
    `(${period}, ${r}.type, ${r}.from_service_id, ${r}.from_service_name, ` +
      `${-sign} * ${r}.movements, ${-sign} * ${r}.amount)`,
  ]);
  return `insert into movement_service_totals
      (period, type, service_id, service_name, movements, amount, collected, owed)
    select v.period, v.type, v.service_id, v.service_name, sum(v.movements), sum(v.amount), 0, 0
    from (values ${rows.join(', ')}) v(period, type, service_id, service_name, movements, amount)
    group by 1, 2, 3, 4
    ${serviceUpsert};`;
}

const dropEmptyServiceKeys = `delete from movement_service_totals
      where movements = 0 and amount = 0 and collected = 0 and owed = 0;`;

const rowsOf = (table: string, sign: 1 | -1) =>
  `select date, type, amount, combo_id, ${sign} as sign from ${table}`;

/**
 * The combo movements already recorded: ventas, then renovaciones, then their cancelaciones. One
 * moved to a service in Movimientos is left without a combo, as editMovement leaves it now.
 */
export async function backfillComboMovements(db: Kysely<unknown>) {
  await sql`update movements set combo_id = (
      select max(s.combo_id) from sales s where s.movement_id = movements.id and s.combo_id is not null)
    where service_id is null
      and exists (select 1 from sales s where s.movement_id = movements.id and s.combo_id is not null)`.execute(
    db,
  );
  // A combo's renovación: no service, split in shares; its renewal terms name the profiles it
  // renewed, which the client's latest combo sale made before it held.
  const comboOfRenewal = sql`(
      select s.combo_id from renewal_outcomes r
      join sale_profiles sp on sp.profile_id = r.profile_id
      join sales s on s.id = sp.sale_id
      where r.renewed_movement_id = movements.id and s.kind = 'combo' and s.combo_id is not null
        and s.client_id = movements.client_id and s.created_at <= movements.created_at
      order by s.id desc limit 1)`;
  await sql`update movements set combo_id = ${comboOfRenewal}
    where type = 'renovacion' and service_id is null and combo_id is null
      and exists (select 1 from movement_shares sh where sh.movement_id = movements.id)
      and ${comboOfRenewal} is not null`.execute(db);
  await sql`update movements set combo_id = (
      select t.combo_id from movements t where t.id = movements.cancels_movement_id)
    where type = 'cancelacion' and service_id is null and combo_id is null and exists (
      select 1 from movements t where t.id = movements.cancels_movement_id and t.combo_id is not null)`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  await db.schema
    .alterTable('movements')
    .addColumn('combo_id', 'integer', (c) => c.references('combos.id').onDelete('set null'))
    .execute();
  // Whether a combo is in use, and its delete's "set null", read this index.
  await db.schema.createIndex('movements_combo_idx').on('movements').column('combo_id').execute();
  await backfillComboMovements(db);

  await db.schema
    .createTable('movement_combo_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('combo_id', 'integer', (c) => c.notNull())
    .addColumn('movements', 'integer', (c) => c.notNull())
    .addColumn('amount', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('movement_combo_totals_pk', ['period', 'type', 'combo_id'])
    .execute();

  // What is already there, added up once; then the triggers keep it in step.
  if (pg) {
    await sql.raw(postgresApply(rowsOf('movements', 1)).replace(/;\s*$/, '')).execute(db);
    const fn = (name: string, body: string) =>
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql
        set search_path from current as $body$
        begin
          ${body}
          return null;
        end $body$`);
    await fn('movements_combo_totals_insert', postgresApply(rowsOf('new_rows', 1))).execute(db);
    await fn('movements_combo_totals_delete', postgresApply(rowsOf('old_rows', -1)) + dropEmpty).execute(db);
    await fn(
      'movements_combo_totals_update',
      postgresApply(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`) + dropEmpty,
    ).execute(db);
    await sql`create trigger movements_combo_totals_insert after insert on movements
      referencing new table as new_rows for each statement execute function movements_combo_totals_insert()`.execute(
      db,
    );
    await sql`create trigger movements_combo_totals_delete after delete on movements
      referencing old table as old_rows for each statement execute function movements_combo_totals_delete()`.execute(
      db,
    );
    await sql`create trigger movements_combo_totals_update after update on movements
      referencing old table as old_rows new table as new_rows
      for each statement execute function movements_combo_totals_update()`.execute(db);
    // The share triggers' functions, replaced (the triggers call them by name).
    await fn('movement_shares_insert', shareApply('new', 1) + dropEmptyServiceKeys).execute(db);
    await fn('movement_shares_delete', shareApply('old', -1) + dropEmptyServiceKeys).execute(db);
    await fn(
      'movement_shares_update',
      shareApply('old', -1) + shareApply('new', 1) + dropEmptyServiceKeys,
    ).execute(db);
    return;
  }
  await sql
    .raw(
      `insert into movement_combo_totals (period, type, combo_id, movements, amount)
      select substr(m.date, 1, p.len), m.type, m.combo_id, count(*), sum(m.amount)
      from movements m, (select 7 as len union all select 4 union all select 0) p
      where m.combo_id is not null
      group by 1, 2, 3`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_combo_totals_insert after insert on movements begin ${sqliteRowApply('new', 1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_combo_totals_delete after delete on movements begin
      ${sqliteRowApply('old', -1)} ${dropEmpty} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger movements_combo_totals_update after update of date, type, amount, combo_id on movements begin
      ${sqliteRowApply('old', -1)} ${sqliteRowApply('new', 1)} ${dropEmpty} end`,
    )
    .execute(db);
}
