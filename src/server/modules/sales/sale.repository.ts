import type { Insertable } from 'kysely';
import type { Db } from '../../app-context';
import type { SaleProfilesTable, SalesTable } from '../../db/schema';

// Sales and what they occupied (docs/decisions/042).

export const insertSale = (db: Db, row: Insertable<SalesTable>) =>
  db.insertInto('sales').values(row).returning('id').executeTakeFirstOrThrow();

export const setSaleMovement = (db: Db, id: number, movementId: number, at: string) =>
  db.updateTable('sales').set({ movement_id: movementId, updated_at: at }).where('id', '=', id).execute();

export const insertSaleProfiles = (db: Db, rows: Insertable<SaleProfilesTable>[]) =>
  db.insertInto('sale_profiles').values(rows).execute();

export const findSaleRow = (db: Db, id: number) =>
  db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirst();

/** A client's sales, newest first: sales_client_idx (client_id, id) read backwards. */
export const listClientSaleRows = (db: Db, clientId: number, limit: number, offset: number) =>
  db
    .selectFrom('sales')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countClientSales(db: Db, clientId: number) {
  const row = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What each of these sales occupied, with whether it still holds each profile. */
export const saleProfilesOf = (db: Db, saleIds: number[]) =>
  saleIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sale_profiles as sp')
        .innerJoin('profiles as p', 'p.id', 'sp.profile_id')
        .innerJoin('accounts as a', 'a.id', 'p.account_id')
        .leftJoin('services as s', 's.id', 'a.service_id')
        .select([
          'sp.sale_id',
          'sp.profile_id',
          'sp.amount',
          'p.account_id',
          'p.name',
          'p.status',
          'p.expiry_date',
          'p.sale_id as holding_sale_id',
          'a.username',
          'a.service_id',
          's.name as service_name',
        ])
        .where('sp.sale_id', 'in', saleIds)
        .orderBy('sp.sale_id')
        .orderBy('p.account_id')
        .orderBy('p.position')
        .orderBy('p.id')
        .execute();

/**
 * The profiles the sale holds now: it occupied them, it is still their sale, and they are still
 * occupied by its client (any later sale, release or transfer clears or replaces profiles.sale_id).
 */
export const heldProfileIds = (db: Db, saleId: number) =>
  db
    .selectFrom('profiles')
    .innerJoin('sales', 'sales.id', 'profiles.sale_id')
    .select(['profiles.id', 'profiles.account_id'])
    .where('profiles.sale_id', '=', saleId)
    .where('profiles.status', '=', 'ocupado')
    .whereRef('profiles.client_id', '=', 'sales.client_id')
    .orderBy('profiles.account_id')
    .orderBy('profiles.id')
    .execute();
