import { sql, type ColumnDataType, type Kysely } from 'kysely';

// Vendido against cobrado (issue 24, docs/decisions/036). Frozen: imports only Kysely.
//
// The stats of a period read kept sums, never the period's movements (docs/decisions/024). Two
// more sums join them:
//
// - movement_service_totals gains `collected` (what the sales were paid on the spot: their
//   paid_at_sale, money received on the sale's date) and `owed` (what the pendiente sales still
//   owe: amount - paid_amount), per period, type and service. The triggers that keep the table are
//   rebuilt with both columns: the same row values as migration 20261129000000, two more deltas,
//   and on SQLite the update trigger also fires on the payment columns (a payment applied to a
//   sale changes its paid_amount, so the period of that sale owes less).
// - payment_totals: the live abonos (not voided; credit notes are not money received) per period
//   and medio de pago, kept by triggers on payments: a void takes its payment back out.
//
// Cobrado of a period is then collected + the period's payment_totals, and Por cobrar is owed.

const PERIOD_LENGTHS = '(select 7 as len union all select 4 union all select 0)';

const serviceUpsert = `on conflict (period, type, service_id, service_name) do update set
    movements = movement_service_totals.movements + excluded.movements,
    amount = movement_service_totals.amount + excluded.amount,
    collected = movement_service_totals.collected + excluded.collected,
    owed = movement_service_totals.owed + excluded.owed`;

const clientUpsert = `on conflict (client_id, client_name, period, type) do update set
    movements = movement_client_totals.movements + excluded.movements,
    sales = movement_client_totals.sales + excluded.sales,
    income = movement_client_totals.income + excluded.income`;

const dropEmpty = `delete from movement_service_totals
      where movements = 0 and amount = 0 and collected = 0 and owed = 0;
    delete from movement_client_totals where movements = 0 and sales = 0 and income = 0;`;

const SALE_DELTA = `case when c.type in ('venta', 'renovacion') then c.sign else 0 end`;
const INCOME_DELTA = `case when c.type = 'cancelacion' then -c.sign * c.amount else c.sign * c.amount end`;
const OWED = (r: string) =>
  `case when ${r}.payment_status = 'pendiente' then ${r}.amount - ${r}.paid_amount else 0 end`;

/** SQLite's row triggers: the movement `r` added (sign 1) or taken out (-1), one row per key. */
function sqliteRowApply(r: 'new' | 'old', sign: 1 | -1) {
  const periods = [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`];
  const sale = `case when ${r}.type in ('venta', 'renovacion') then ${sign} else 0 end`;
  const income = `case when ${r}.type = 'cancelacion' then ${-sign} * ${r}.amount else ${sign} * ${r}.amount end`;
  const serviceRows = periods.map(
    (period) =>
      `(${period}, ${r}.type, coalesce(${r}.service_id, 0), coalesce(${r}.service_name, ''), ${sign}, ` +
      `${sign} * ${r}.amount, ${sign} * ${r}.paid_at_sale, ${sign} * (${OWED(r)}))`,
  );
  const clientRows = periods.flatMap((period) =>
    [`${r}.type`, `''`].map(
      (type) =>
        `(${period}, ${type}, coalesce(${r}.client_id, 0), coalesce(${r}.client_name, ''), ${sign}, ${sale}, ${income})`,
    ),
  );
  return `insert into movement_service_totals
        (period, type, service_id, service_name, movements, amount, collected, owed)
      values ${serviceRows.join(', ')}
      ${serviceUpsert};
    insert into movement_client_totals (period, type, client_id, client_name, movements, sales, income)
      values ${clientRows.join(', ')}
      ${clientUpsert};`;
}

/** PostgreSQL: the rows of `source` (the movement columns and a sign), grouped, zero rows skipped. */
function postgresApply(source: string) {
  const collected = 'sum(c.sign * c.paid_at_sale)';
  const owed = `sum(c.sign * ${OWED('c')})`;
  return `insert into movement_service_totals
      (period, type, service_id, service_name, movements, amount, collected, owed)
      select p.period, c.type, coalesce(c.service_id, 0), coalesce(c.service_name, ''),
        sum(c.sign), sum(c.sign * c.amount), ${collected}, ${owed}
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      group by 1, 2, 3, 4
      having sum(c.sign) <> 0 or sum(c.sign * c.amount) <> 0 or ${collected} <> 0 or ${owed} <> 0
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

const COLUMNS =
  'date, type, amount, service_id, service_name, client_id, client_name, payment_status, paid_amount, paid_at_sale';
const rowsOf = (table: string, sign: 1 | -1) => `select ${COLUMNS}, ${sign} as sign from ${table}`;

// payment_totals: a live abono counts in its date's month, year and all time, under its method.
const paymentUpsert = `on conflict (period, method_id, method_name) do update set
    payments = payment_totals.payments + excluded.payments,
    amount = payment_totals.amount + excluded.amount`;
const paymentDropEmpty = `delete from payment_totals where payments = 0 and amount = 0;`;
const LIVE = (r: string) => `(${r}.origin = 'abono' and ${r}.voided_at is null)`;

function sqlitePaymentApply(r: 'new' | 'old', sign: 1 | -1) {
  const rows = [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`].map(
    (period) =>
      `(${period}, coalesce(${r}.method_id, 0), coalesce(${r}.method_name, ''), ${sign}, ${sign} * ${r}.amount)`,
  );
  return `insert into payment_totals (period, method_id, method_name, payments, amount)
      select * from (values ${rows.join(', ')}) where ${LIVE(r)}
      ${paymentUpsert};`;
}

function postgresPaymentApply(source: string) {
  return `insert into payment_totals (period, method_id, method_name, payments, amount)
      select p.period, coalesce(c.method_id, 0), coalesce(c.method_name, ''), sum(c.sign), sum(c.sign * c.amount)
      from (${source}) c
      cross join lateral (values (to_char(c.date, 'YYYY-MM')), (to_char(c.date, 'YYYY')), ('')) p(period)
      where ${LIVE('c')}
      group by 1, 2, 3
      having sum(c.sign) <> 0 or sum(c.sign * c.amount) <> 0
      order by 1, 2, 3
      ${paymentUpsert};`;
}

const PAYMENT_COLUMNS = 'date, method_id, method_name, amount, origin, voided_at';
const paymentRowsOf = (table: string, sign: 1 | -1) =>
  `select ${PAYMENT_COLUMNS}, ${sign} as sign from ${table}`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const money = (pg ? 'bigint' : 'integer') as ColumnDataType;

  for (const column of ['collected', 'owed'])
    await db.schema
      .alterTable('movement_service_totals')
      .addColumn(column, money, (c) => c.notNull().defaultTo(0))
      .execute();
  // Every sale so far was paid on the spot (migration 20261130000800): collected is its amount.
  await sql`update movement_service_totals set collected = amount
    where type in ('venta', 'renovacion')`.execute(db);

  await db.schema
    .createTable('payment_totals')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('method_id', 'integer', (c) => c.notNull())
    .addColumn('method_name', 'text', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_totals_pk', ['period', 'method_id', 'method_name'])
    .execute();

  if (pg) {
    for (const name of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger movements_totals_${name} on movements`).execute(db);
      await sql.raw(`drop function movements_totals_${name}()`).execute(db);
    }
    await postgresTriggers(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger movements_totals_${name}`).execute(db);
    await sqliteTriggers(db);
  }
  // Payments exist only from migration 20261130000800 on: none to add up yet on a running shop
  // (an upgrade runs both at once), but a restored copy might have some.
  const all = paymentRowsOf('payments', 1);
  if (pg) await multi(db, postgresPaymentApply(all));
  else
    await sql
      .raw(
        `insert into payment_totals (period, method_id, method_name, payments, amount)
        select substr(c.date, 1, p.len), coalesce(c.method_id, 0), coalesce(c.method_name, ''), sum(c.sign),
          sum(c.sign * c.amount)
        from (${all}) c, ${PERIOD_LENGTHS} p where ${LIVE('c')}
        group by 1, 2, 3`,
      )
      .execute(db);
}

async function multi(db: Kysely<unknown>, statements: string) {
  for (const statement of statements.split(';').map((s) => s.trim()))
    if (statement) await sql.raw(statement).execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  const trigger = (name: string, event: string, body: string) =>
    sql.raw(`create trigger ${name} after ${event} begin
      ${body}
    end`);
  await trigger('movements_totals_insert', 'insert on movements', sqliteRowApply('new', 1)).execute(db);
  await trigger(
    'movements_totals_delete',
    'delete on movements',
    sqliteRowApply('old', -1) + dropEmpty,
  ).execute(db);
  await trigger(
    'movements_totals_update',
    `update of ${COLUMNS} on movements`,
    sqliteRowApply('old', -1) + sqliteRowApply('new', 1) + dropEmpty,
  ).execute(db);
  await trigger('payments_totals_insert', 'insert on payments', sqlitePaymentApply('new', 1)).execute(db);
  await trigger(
    'payments_totals_update',
    `update of ${PAYMENT_COLUMNS} on payments`,
    sqlitePaymentApply('old', -1) + sqlitePaymentApply('new', 1) + paymentDropEmpty,
  ).execute(db);
  await trigger(
    'payments_totals_delete',
    'delete on payments',
    sqlitePaymentApply('old', -1) + paymentDropEmpty,
  ).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  const fn = (name: string, body: string) =>
    sql.raw(`create function ${name}() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        ${body}
        return null;
      end $body$`);
  const statementTrigger = (name: string, table: string, event: string, transitions: string) =>
    sql.raw(`create trigger ${name} after ${event} on ${table}
      referencing ${transitions} for each statement execute function ${name}()`);

  await fn('movements_totals_insert', postgresApply(rowsOf('new_rows', 1))).execute(db);
  await fn('movements_totals_delete', postgresApply(rowsOf('old_rows', -1)) + dropEmpty).execute(db);
  await fn(
    'movements_totals_update',
    postgresApply(`${rowsOf('old_rows', -1)} union all ${rowsOf('new_rows', 1)}`) + dropEmpty,
  ).execute(db);
  await statementTrigger('movements_totals_insert', 'movements', 'insert', 'new table as new_rows').execute(
    db,
  );
  await statementTrigger('movements_totals_delete', 'movements', 'delete', 'old table as old_rows').execute(
    db,
  );
  await statementTrigger(
    'movements_totals_update',
    'movements',
    'update',
    'old table as old_rows new table as new_rows',
  ).execute(db);

  await fn('payments_totals_insert', postgresPaymentApply(paymentRowsOf('new_rows', 1))).execute(db);
  await fn(
    'payments_totals_update',
    postgresPaymentApply(`${paymentRowsOf('old_rows', -1)} union all ${paymentRowsOf('new_rows', 1)}`) +
      paymentDropEmpty,
  ).execute(db);
  await fn(
    'payments_totals_delete',
    postgresPaymentApply(paymentRowsOf('old_rows', -1)) + paymentDropEmpty,
  ).execute(db);
  await statementTrigger('payments_totals_insert', 'payments', 'insert', 'new table as new_rows').execute(db);
  await statementTrigger(
    'payments_totals_update',
    'payments',
    'update',
    'old table as old_rows new table as new_rows',
  ).execute(db);
  await statementTrigger('payments_totals_delete', 'payments', 'delete', 'old table as old_rows').execute(db);
}
