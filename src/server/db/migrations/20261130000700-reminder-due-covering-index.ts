import type { Kysely } from 'kysely';

// Avisos at a real shop's size (issue 23, docs/decisions/033). Frozen: imports only Kysely.
//
// GET /api/reminders pages clients by their most urgent due profile and counts the whole window,
// so each request groups every due profile (18 000 at the demo's window of 5 days) by client. With
// client_id and updated_at in the index after status and expiry date, that grouping (and the
// "reminded today" check, which compares the log with updated_at) never leaves the index, and
// page 40 costs what page 1 does.
export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .createIndex('profiles_due_client_idx')
    .on('profiles')
    .columns(['status', 'expiry_date', 'client_id', 'updated_at'])
    .execute();
}
