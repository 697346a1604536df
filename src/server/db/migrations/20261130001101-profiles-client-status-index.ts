import type { Kysely } from 'kysely';

// The profiles a client holds, by status (issue 23, docs/performance.md seventh pass). Frozen:
// imports only Kysely.
//
// Clientes counts each listed client's occupied profiles. Since profiles_due_idx (status,
// expiry_date, account_id, client_id, updated_at) exists, SQLite without statistics preferred that
// covering index to profiles_client_id_idx for the count, and so read every occupied profile of
// the shop once per listed client: 7–10 ms a page of 10 at 50 000 profiles instead of 0.05. This
// index serves the count alone (client_id = ? and status = ?) and every read by client_id that
// the old one served, which it replaces.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex('profiles_client_status_idx')
    .on('profiles')
    .columns(['client_id', 'status'])
    .execute();
  await db.schema.dropIndex('profiles_client_id_idx').execute();
}
