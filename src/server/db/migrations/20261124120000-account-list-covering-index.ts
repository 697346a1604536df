import type { Kysely } from 'kysely';

// The accounts list at 10× data (issue 12, docs/performance.md). Frozen: imports only Kysely.
//
// Counting the accounts with a profile about to expire reads every occupied profile in the 5-day
// window. With account_id in the index that read never leaves the index; without it, each entry
// cost a lookup of the profile row (15 000 of them at scale 10). The new index starts with the
// old one's columns, so it serves every query the old one did, and the old one goes.
export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await db.schema
    .createIndex('profiles_status_expiry_account_idx')
    .on('profiles')
    .columns(['status', 'expiry_date', 'account_id'])
    .execute();
  await db.schema.dropIndex('profiles_status_expiry_idx').execute();
}
