import type { Db } from '../../../app-context';
import { chunks } from '../../../lib/chunks';

/** The accounts' service names and usernames, for the trail's labels. */
export async function accountLabels(db: Db, ids: readonly number[]) {
  const rows: { id: number; username: string; serviceName: string }[] = [];
  for (const slice of chunks(ids, 1000))
    rows.push(
      ...(await db
        .selectFrom('accounts')
        .innerJoin('services', 'services.id', 'accounts.service_id')
        .select(['accounts.id', 'accounts.username', 'services.name as serviceName'])
        .where('accounts.id', 'in', slice)
        .execute()),
    );
  return rows;
}

/** Who holds a profile of these accounts (ocupado or expirado, still theirs), with which accounts. */
export async function holdersOf(db: Db, ids: readonly number[]) {
  const rows: {
    account_id: number;
    id: number;
    name: string;
    phone: string | null;
    type: 'cliente' | 'revendedor';
  }[] = [];
  for (const slice of chunks(ids, 1000))
    rows.push(
      ...(await db
        .selectFrom('profiles')
        .innerJoin('clients', 'clients.id', 'profiles.client_id')
        .select(['profiles.account_id', 'clients.id', 'clients.name', 'clients.phone', 'clients.type'])
        .distinct()
        .where('profiles.account_id', 'in', slice)
        // Only those who hold a profile now: a client left expirado (not renewed, perhaps the
        // very reason the password changed) is not handed the new one.
        .where('profiles.status', '=', 'ocupado')
        .execute()),
    );
  return rows;
}
