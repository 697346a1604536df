import type { Kysely } from 'kysely';

// One index for the profiles by status and expiry (issue 23, "where to look"). Frozen: imports
// only Kysely.
//
// profiles_status_expiry_account_idx (status, expiry_date, account_id) served the accounts list's
// near-expiry counts; profiles_due_client_idx (status, expiry_date, client_id, updated_at) served
// Avisos. Both start with the same two columns, so one index with all five serves both queries
// without leaving the index, and every profile write (a sale, a renewal) updates one index fewer.
export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .createIndex('profiles_due_idx')
    .on('profiles')
    .columns(['status', 'expiry_date', 'account_id', 'client_id', 'updated_at'])
    .execute();
  await db.schema.dropIndex('profiles_status_expiry_account_idx').execute();
  await db.schema.dropIndex('profiles_due_client_idx').execute();
}
