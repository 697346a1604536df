import { sql, type Kysely } from 'kysely';

// A profile marked expirado by hand now counts as expired (docs/decisions/011): its account's
// ordering key becomes '0001-01-01', before every real date, so the list shows it among the
// expired ones and the expired filter finds it. Recomputed once for the accounts that have one.
// Frozen: imports only Kysely.

export async function up(db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres') {
  await sql`
    update accounts set next_expiry = ${sql.lit('0001-01-01')}
    where exists (select 1 from profiles p where p.account_id = accounts.id and p.status = 'expirado')
  `.execute(db);
}
