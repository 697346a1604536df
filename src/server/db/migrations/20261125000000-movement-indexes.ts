import type { Kysely } from 'kysely';

// Movimientos at 100 000+ rows (docs/decisions/012): every list, stats and export query filters a
// date range (a month or a year) and pages newest first, so each index ends in (date, id) and the
// database reads a page in order instead of sorting the whole set. `type` and `created_by` lead
// when the list is filtered by type or asked for one staff member. The older (date, type) and
// (created_by) indexes are covered by these and go. The Panel de Control's latest assignments read
// account_events by (type, id). Frozen: imports only Kysely.

export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema.createIndex('movements_date_id_idx').on('movements').columns(['date', 'id']).execute();
  await db.schema
    .createIndex('movements_type_date_id_idx')
    .on('movements')
    .columns(['type', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('movements_created_by_date_id_idx')
    .on('movements')
    .columns(['created_by', 'date', 'id'])
    .execute();
  await db.schema.dropIndex('movements_date_idx').execute();
  await db.schema.dropIndex('movements_created_by_idx').execute();
  await db.schema
    .createIndex('account_events_type_id_idx')
    .on('account_events')
    .columns(['type', 'id'])
    .execute();
}
