import { type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// "Ya pagué" (issue 27 item 4, docs/decisions/055). Frozen: imports only Kysely.
//
// - payment_reports: a payment a client reported from their portal page. client_id is the client
//   (deleting the client deletes their reports; a client merge must move them); portal_link_id
//   the link it came through (kept null once the link row is gone) and counts the 5-an-hour
//   limit. amount, the medio de pago chosen (method_id, and its name as it was), reference, note,
//   the profiles the client asked to renew (renew_profile_ids, JSON array of ids), the receipt
//   image (image_data, image_type: the content type found by the content check) and the address
//   it came from. status is 'pendiente' until staff confirm it ('confirmado', with the abono
//   recorded: payment_id) or reject it ('rechazado', with reject_reason); decided_* says who and
//   when.
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres') {
  const pg = dialect === 'postgres';
  const idType = (pg ? 'serial' : 'integer') as ColumnDataType;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const timestamp = (pg ? 'timestamptz' : 'text') as ColumnDataType;
  const blob = (pg ? 'bytea' : 'blob') as ColumnDataType;
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

  await db.schema
    .createTable('payment_reports')
    .addColumn('id', idType, id)
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('portal_link_id', 'integer', (c) => c.references('portal_links.id').onDelete('set null'))
    .addColumn('amount', 'integer', notNull)
    .addColumn('method_id', 'integer', (c) => c.references('payment_methods.id').onDelete('set null'))
    .addColumn('method_name', 'text')
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('renew_profile_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_type', 'text')
    .addColumn('image_data', blob)
    .addColumn('ip', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendiente'))
    .addColumn('reject_reason', 'text')
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('set null'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by_name', 'text')
    .addColumn('decided_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .execute();
  await db.schema
    .createIndex('payment_reports_client_idx')
    .on('payment_reports')
    .columns(['client_id', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_reports_status_idx')
    .on('payment_reports')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_reports_link_idx')
    .on('payment_reports')
    .columns(['portal_link_id', 'created_at'])
    .execute();
  for (const column of ['method_id', 'payment_id', 'decided_by'])
    await db.schema
      .createIndex(`payment_reports_${column}_idx`)
      .on('payment_reports')
      .column(column)
      .execute();
}
