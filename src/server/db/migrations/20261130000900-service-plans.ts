import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Plans per service (issue 25 item 1, docs/decisions/039). Frozen: imports only Kysely.
//
// - service_plans: what a shop sells of a service: a name, a duration in days (1–366) or in
//   calendar months (1–12), exactly one of them, a price and a reseller price (whole pesos), a
//   kind (perfil or cuenta_completa), active and position. The list reads a service's plans in
//   the order (service_id, active desc, position, id).
// - movements.plan_id: the plan a sale or renewal was made by, when it names one. A plan some
//   movement names is never deleted, only deactivated, so the column never dangles (a plan goes
//   with its service, and then the column is set to null).
//
// Backfill: each existing service gets a "1 mes" plan of 30 days at its current price (reseller
// price 80 % of it, in whole pesos), so nothing changes for a shop until it adds its own plans.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('service_plans')
    .addColumn('id', idType, id)
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    .addColumn('duration_days', 'integer')
    .addColumn('duration_months', 'integer')
    .addColumn('price', 'integer', notNull)
    .addColumn('reseller_price', 'integer', notNull)
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('perfil'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addCheckConstraint(
      'service_plans_duration_check',
      sql`(duration_days is null) <> (duration_months is null)
        and (duration_days is null or duration_days between 1 and 366)
        and (duration_months is null or duration_months between 1 and 12)`,
    )
    .addCheckConstraint(
      'service_plans_price_check',
      sql`price between 0 and 100000000 and reseller_price between 0 and 100000000`,
    )
    .addCheckConstraint('service_plans_kind_check', sql`kind in ('perfil', 'cuenta_completa')`)
    .execute();
  await db.schema
    .createIndex('service_plans_service_idx')
    .on('service_plans')
    .columns(['service_id', 'active', 'position', 'id'])
    .execute();

  await db.schema
    .alterTable('movements')
    .addColumn('plan_id', 'integer', (c) => c.references('service_plans.id').onDelete('set null'))
    .execute();
  // Whether a plan is in use (its delete becomes a deactivation) reads this index.
  await db.schema.createIndex('movements_plan_idx').on('movements').column('plan_id').execute();

  const { rows: services } = await sql<{ id: number; price: number | string }>`
    select id, price from services order by id`.execute(db);
  const now = new Date().toISOString();
  const plans = services.map((s) => ({
    service_id: s.id,
    name: '1 mes',
    duration_days: 30,
    duration_months: null,
    price: Number(s.price),
    reseller_price: Math.round(Number(s.price) * 0.8),
    kind: 'perfil',
    active: 1,
    position: 0,
    created_at: now,
    updated_at: now,
  }));
  const table = db as unknown as Kysely<{ service_plans: (typeof plans)[number] }>;
  for (let i = 0; i < plans.length; i += 500)
    await table
      .insertInto('service_plans')
      .values(plans.slice(i, i + 500))
      .execute();
}
