import type { Kysely } from 'kysely';

// The audit trail (docs/decisions/023). Frozen: imports only Kysely.
//
// Auditoría filtered by type alone ("every change to profiles") pages newest first by id:
// (entity, entity_id, id) cannot hand those rows out in id order, so each page sorted every
// row of that type. (entity, id) reads just the page.

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('audit_log_entity_order_idx')
    .on('audit_log')
    .columns(['entity', 'id'])
    .execute();
}
