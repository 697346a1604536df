import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Webhooks (issue 28 item 3, docs/decisions/049). Frozen: imports only Kysely.
//
// - webhooks: an endpoint an admin registered: its URL, the events it wants (a comma list of
//   names), the signing secret sealed with the data key as account passwords are (decision 017),
//   and whether it is active.
// - webhook_events: the outbox. One row per event that some active webhook wanted, written in the
//   same transaction as the change (a rollback writes none). `body` is the exact JSON sent, so
//   every try of every endpoint signs the same bytes; `uid` is the id receivers deduplicate by.
// - webhook_deliveries: one event for one endpoint. `state` pendiente, entregado or fallido;
//   next_attempt_at is when the worker may try again, lease_until how long a claim holds (several
//   instances share the work), retry_until the end of its 24 hours of retries.
// - webhook_attempts: every try, with its status code, error and duration.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('webhooks')
    .addColumn('id', idType, id)
    .addColumn('url', 'text', notNull)
    .addColumn('events', 'text', notNull)
    .addColumn('secret', 'text', notNull)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .execute();
  await db.schema.createIndex('webhooks_created_by_idx').on('webhooks').column('created_by').execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', idType, id)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('event', 'text', notNull)
    .addColumn('occurred_at', timestamp, notNull)
    .addColumn('body', 'text', notNull)
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', idType, id)
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, notNull)
    .addColumn('lease_until', timestamp)
    .addColumn('retry_until', timestamp, notNull)
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', timestamp)
    .addColumn('delivered_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addCheckConstraint('webhook_deliveries_state_check', sql`state in ('pendiente', 'entregado', 'fallido')`)
    .execute();
  // An endpoint's deliveries newest first (the screen).
  await db.schema
    .createIndex('webhook_deliveries_webhook_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_event_idx')
    .on('webhook_deliveries')
    .column('event_id')
    .execute();
  // An endpoint's oldest pending delivery, the only one the worker may send (the order): one
  // index seek per endpoint, however many were delivered before it.
  await sql`create index webhook_deliveries_pending_idx on webhook_deliveries (webhook_id, id)
    where state = 'pendiente'`.execute(db);

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', idType, id)
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', timestamp, notNull)
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery_idx')
    .on('webhook_attempts')
    .columns(['delivery_id', 'id'])
    .execute();
}
