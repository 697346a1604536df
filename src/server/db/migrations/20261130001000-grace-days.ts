import { sql, type ColumnDataType, type Kysely } from 'kysely';

// The shop's settings (issue 25, item 6; docs/decisions/040): one row (id 1) with a typed column
// per setting, so each setting keeps its type, default and range in the database. The first is
// grace_days, the grace period after a profile's expiry (0 to 30, 3 by default): inside it a
// renewal counts from the old expiry; after it the daily job releases the profile. A later
// setting adds a column with its default. Also an index for Vender de nuevo's pick of a free
// profile (below). Frozen: imports only kysely.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const timestamp = (dialect === 'postgres' ? 'timestamptz' : 'text') as ColumnDataType;
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('grace_days', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('updated_at', timestamp)
    .addCheckConstraint('shop_settings_one_row', sql`id = 1`)
    .addCheckConstraint('shop_settings_grace_days_range', sql`grace_days between 0 and 30`)
    .execute();
  await sql`insert into shop_settings (id) values (1)`.execute(db);

  // Vender de nuevo offers a free profile of a service from the account with the fewest free
  // profiles: one seek on this index instead of every account of the service.
  await db.schema
    .createIndex('accounts_service_free_idx')
    .on('accounts')
    .columns(['service_id', 'free_count', 'id'])
    .execute();
}
