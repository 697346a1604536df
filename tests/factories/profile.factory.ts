import { addDays } from '#shared/domain/expiry';
import { insertAccount, insertClient, insertService } from '#tests/factories/catalog.factory';
import type { Db } from '../../src/server/app-context';

/**
 * The profile tests' usual starting point: a Netflix account (price 18 000) with one free profile
 * and one ('Sala') held by Ana Ruiz for 10 more days from `today`.
 */
export async function netflixWithFreeAndOccupied(db: Db, today: string) {
  const service = await insertService(db, { name: 'Netflix', price: 18000 });
  const ana = await insertClient(db, { name: 'Ana Ruiz' });
  const account = await insertAccount(db, service.id, { username: 'cuenta@correo.com' }, [
    {},
    { name: 'Sala', status: 'ocupado', client_id: ana.id, expiry_date: addDays(today, 10), pin: '1111' },
  ]);
  const profiles = await db
    .selectFrom('profiles')
    .select('id')
    .where('account_id', '=', account.id)
    .orderBy('position')
    .execute();
  return { service, ana, account, free: profiles[0]!.id, occupied: profiles[1]!.id };
}
