import { sql } from 'kysely';
import type { Db } from '../../../app-context';
import { chunks } from '../../../lib/chunks';

/** Accounts whose username (compared in lower case) is among these: an import's duplicates. */
export async function findAccountsByUsernames(db: Db, lowerUsernames: string[]) {
  const found = [];
  for (const slice of chunks([...new Set(lowerUsernames)], 5000))
    found.push(
      ...(await db
        .selectFrom('accounts')
        .select(['service_id', 'username'])
        .where(sql<string>`lower(username)`, 'in', slice)
        .execute()),
    );
  return found;
}
