import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Combos (issue 25 item 4, docs/decisions/044). Frozen: imports only Kysely.
//
// - combos: a name, a price and a reseller price, active. combo_plans: its plans (two or more,
//   of different services), in their order.
// - sales.combo_id: the combo a 'combo' sale sold.
// - movement_shares: a movement's amount split by service (a combo's venta or renovacion, and a
//   cancelación of one). Each share carries its own copy of the movement's date and type, its
//   service, its weight (its plan's price), its amount (whole pesos adding up to the movement's),
//   the count it takes (1 for the first share, 0 for the others: one movement stays one) and the
//   key the movement is recorded under in movement_service_totals (`from_service_…`).
//
// The movement triggers (migration 20261130000802) still add the whole movement under its own
// key. The share triggers move each share's count and amount from that key to the share's
// service: so the per-service lines read the split, every total still adds up to the movement,
// and collected/owed stay under the movement's key (no line shows them by service). The shares
// are written whole by the services and rewritten whole when the movement is edited; deleting
// the movement deletes them (cascade), and their delete trigger takes their move back.

const serviceUpsert = `on conflict (period, type, service_id, service_name) do update set
    movements = movement_service_totals.movements + excluded.movements,
    amount = movement_service_totals.amount + excluded.amount`;

const dropEmpty = `delete from movement_service_totals
      where movements = 0 and amount = 0 and collected = 0 and owed = 0`;

/** The share `r` ('new' or 'old') applied with `sign`: added to its service, taken from its movement's key. */
function shareRows(r: string, sign: 1 | -1, periods: string[]) {
  return periods.flatMap((period) => [
    `(${period}, ${r}.type, coalesce(${r}.service_id, 0), coalesce(${r}.service_name, ''), ` +
      `${sign} * ${r}.movements, ${sign} * ${r}.amount, 0, 0)`,
    `(${period}, ${r}.type, ${r}.from_service_id, ${r}.from_service_name, ` +
      `${-sign} * ${r}.movements, ${-sign} * ${r}.amount, 0, 0)`,
  ]);
}

const apply = (r: string, sign: 1 | -1, periods: string[]) =>
  `insert into movement_service_totals
      (period, type, service_id, service_name, movements, amount, collected, owed)
    values ${shareRows(r, sign, periods).join(', ')}
    ${serviceUpsert};`;

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const date = (pg ? 'date' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('combos')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', notNull)
    .addColumn('price', 'integer', notNull)
    .addColumn('reseller_price', 'integer', notNull)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addCheckConstraint('combos_price_check', sql`price between 0 and 100000000`)
    .addCheckConstraint('combos_reseller_price_check', sql`reseller_price between 0 and 100000000`)
    .execute();

  await db.schema
    .createTable('combo_plans')
    .addColumn('combo_id', 'integer', (c) => c.notNull().references('combos.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('service_plans.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('combo_plans_pk', ['combo_id', 'plan_id'])
    .execute();
  // A plan in use by a combo (isPlanInUse) reads this.
  await db.schema.createIndex('combo_plans_plan_idx').on('combo_plans').column('plan_id').execute();

  await db.schema
    .alterTable('sales')
    .addColumn('combo_id', 'integer', (c) => c.references('combos.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('sales_combo_idx').on('sales').column('combo_id').execute();

  await db.schema
    .createTable('movement_shares')
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('movements.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('date', date, notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('service_name', 'text')
    .addColumn('weight', 'integer', notNull)
    .addColumn('movements', 'integer', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('from_service_id', 'integer', notNull)
    .addColumn('from_service_name', 'text', notNull)
    .addPrimaryKeyConstraint('movement_shares_pk', ['movement_id', 'position'])
    .execute();

  if (pg) {
    const periods = (r: string) => [`to_char(${r}.date, 'YYYY-MM')`, `to_char(${r}.date, 'YYYY')`, `''`];
    const fn = (name: string, body: string) =>
      sql.raw(`create function ${name}() returns trigger language plpgsql
        set search_path from current as $body$
        begin
          ${body}
          return null;
        end $body$`);
    await fn('movement_shares_insert', apply('new', 1, periods('new')) + dropEmpty + ';').execute(db);
    await fn('movement_shares_delete', apply('old', -1, periods('old')) + dropEmpty + ';').execute(db);
    await fn(
      'movement_shares_update',
      apply('old', -1, periods('old')) + apply('new', 1, periods('new')) + dropEmpty + ';',
    ).execute(db);
    for (const event of ['insert', 'delete', 'update'])
      await sql
        .raw(
          `create trigger movement_shares_${event} after ${event} on movement_shares
          for each row execute function movement_shares_${event}()`,
        )
        .execute(db);
  } else {
    const periods = (r: string) => [`substr(${r}.date, 1, 7)`, `substr(${r}.date, 1, 4)`, `''`];
    const trigger = (event: string, body: string) =>
      sql.raw(`create trigger movement_shares_${event} after ${event} on movement_shares begin
        ${body}
      end`);
    await trigger('insert', apply('new', 1, periods('new')) + dropEmpty + ';').execute(db);
    await trigger('delete', apply('old', -1, periods('old')) + dropEmpty + ';').execute(db);
    await trigger(
      'update',
      apply('old', -1, periods('old')) + apply('new', 1, periods('new')) + dropEmpty + ';',
    ).execute(db);
  }
}
