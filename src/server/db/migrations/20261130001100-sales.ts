import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Sales (issue 25 item 2, docs/decisions/042). Frozen: imports only Kysely.
//
// - sales: one act of selling to a client, by a plan: its kind (perfil, cuenta_completa; combo
//   comes with combos), the plan, the account of a cuenta completa, the price charged and the
//   venta movement that records it. `GET /api/sales?clientId` reads a client's sales newest first
//   through sales_client_idx.
// - sale_profiles: what the sale occupied, one row a profile, with the profile's service, its plan
//   and its share of the price (whole pesos adding up to the sale's price).
// - profiles.sale_id: the sale that holds the profile now. A sale holds a profile while that
//   profile's sale_id names it; any other sale, release or transfer of the profile clears or
//   replaces it, so renewing a sale never touches a profile someone else holds now.
// - profiles.plan_id: the plan the holder pays, so Renovar and the reminders know the holder's
//   period and price (a 3-month plan's price is not a monthly one).
// Clients, plans and accounts may go (a client's history, a deleted account): the references are
// set to null and the sale keeps the client's name.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('sales')
    .addColumn('id', idType, id)
    .addColumn('client_id', 'integer', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('client_name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('plan_id', 'integer', (c) => c.references('service_plans.id').onDelete('set null'))
    .addColumn('plan_name', 'text', notNull)
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('price', 'integer', notNull)
    .addColumn('movement_id', 'integer', (c) => c.references('movements.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addCheckConstraint('sales_kind_check', sql`kind in ('perfil', 'cuenta_completa', 'combo')`)
    .addCheckConstraint('sales_price_check', sql`price between 0 and 100000000`)
    .execute();
  await db.schema.createIndex('sales_client_idx').on('sales').columns(['client_id', 'id']).execute();

  await db.schema
    .createTable('sale_profiles')
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('plan_id', 'integer', (c) => c.references('service_plans.id').onDelete('set null'))
    .addColumn('amount', 'integer', notNull)
    .addPrimaryKeyConstraint('sale_profiles_pk', ['sale_id', 'profile_id'])
    .execute();
  await db.schema.createIndex('sale_profiles_profile_idx').on('sale_profiles').column('profile_id').execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('plan_id', 'integer', (c) => c.references('service_plans.id').onDelete('set null'))
    .execute();
  // A sale's profiles held now (its renewal) and a plan in use read these.
  await db.schema.createIndex('profiles_sale_idx').on('profiles').column('sale_id').execute();
  await db.schema.createIndex('sales_plan_idx').on('sales').column('plan_id').execute();
  // A movement or an account deleted sets these to null: their foreign keys look the sales up here.
  await db.schema.createIndex('sales_movement_idx').on('sales').column('movement_id').execute();
  await db.schema.createIndex('sales_account_idx').on('sales').column('account_id').execute();
  await db.schema.createIndex('profiles_plan_idx').on('profiles').column('plan_id').execute();
  await addPickPolicy(db);
}

// The shop's policy for the profile a sale picks when it names none (docs/decisions/042):
// 'menos_libres' fills the account with the fewest free profiles first; 'renovacion_lejana' sells
// from the account whose supplier renewal is furthest away.
export async function addPickPolicy(db: Kysely<unknown>) {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('sale_pick_policy', 'text', (c) => c.notNull().defaultTo('menos_libres'))
    .execute();
}
