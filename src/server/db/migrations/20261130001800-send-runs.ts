import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';

// Send runs (issue 26 item 3, docs/decisions/052). Frozen: imports only Kysely.
//
// - send_runs: one batch of WhatsApp messages that several staff members work through. source
//   says where its clients came from (the Avisos window, an incident's compensaciones or a
//   selection of clients); status is active, paused, stopped or done.
// - send_run_items: one client of a run, in the order they are handed out (position). status is
//   pending until someone takes it (claimed, with who and when), then sent, skipped or failed.
//   The claim is a conditional update on status, so of two staff members at once one wins.
//   profile_ids (JSON) and type are what the sent outcome records in the notification log.
// - shop_settings gets the sending hours (HH:MM, business time zone), 08:00 to 20:00.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('send_runs')
    .addColumn('id', idType, id)
    .addColumn('source', 'text', notNull)
    .addColumn('window_days', 'integer')
    .addColumn('incident_id', 'integer', (c) => c.references('incidents.id').onDelete('set null'))
    .addColumn('type', 'text')
    .addColumn('skip_messaged_today', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('total', 'integer', notNull)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('started_at', timestamp)
    .addColumn('finished_at', timestamp)
    .execute();
  await db.schema.createIndex('send_runs_status_idx').on('send_runs').columns(['status', 'id']).execute();
  await db.schema.createIndex('send_runs_incident_idx').on('send_runs').column('incident_id').execute();
  await db.schema.createIndex('send_runs_created_by_idx').on('send_runs').column('created_by').execute();

  await db.schema
    .createTable('send_run_items')
    .addColumn('id', idType, id)
    .addColumn('run_id', 'integer', (c) => c.notNull().references('send_runs.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('skip_reason', 'text')
    .addColumn('type', 'text')
    .addColumn('profile_ids', 'text')
    .addColumn('claimed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claimed_by_name', 'text')
    .addColumn('claimed_at', timestamp)
    .addColumn('finished_at', timestamp)
    .execute();
  await db.schema
    .createIndex('send_run_items_run_idx')
    .on('send_run_items')
    .columns(['run_id', 'status', 'position'])
    .execute();
  await db.schema.createIndex('send_run_items_client_idx').on('send_run_items').column('client_id').execute();
  await db.schema
    .createIndex('send_run_items_claimed_by_idx')
    .on('send_run_items')
    .column('claimed_by')
    .execute();

  await db.schema
    .alterTable('shop_settings')
    .addColumn('sending_hours_start', 'text', (c) => c.notNull().defaultTo('08:00'))
    .execute();
  await db.schema
    .alterTable('shop_settings')
    .addColumn('sending_hours_end', 'text', (c) => c.notNull().defaultTo('20:00'))
    .execute();
}
