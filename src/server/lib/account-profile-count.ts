import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

// Read by Clientes (a client's profiles) and Avisos (the due profiles) alike: a query over
// profiles joined to their account selects this beside them.

/** How many profiles the row's account has: a message says a whole account's access once. */
export const accountProfileCount = (eb: ExpressionBuilder<Database, 'accounts'>) =>
  eb
    .selectFrom('profiles as account_profile')
    .select(eb.fn.countAll<number>().as('n'))
    .whereRef('account_profile.account_id', '=', 'accounts.id')
    .as('account_profiles');
