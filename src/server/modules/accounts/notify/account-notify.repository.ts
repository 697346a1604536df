import type { Db } from '../../../app-context';

/**
 * The clients holding a profile of the account (ocupado, or marked expirado and still theirs),
 * each once, by name. Read through the profiles' account index; the list query is left alone.
 */
export const listProfileHolders = (db: Db, accountId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('clients', 'clients.id', 'profiles.client_id')
    .select(['clients.id', 'clients.name', 'clients.phone', 'clients.type'])
    .distinct()
    .where('profiles.account_id', '=', accountId)
    .where('profiles.status', '!=', 'libre')
    .orderBy('clients.name')
    .orderBy('clients.id')
    .execute();
