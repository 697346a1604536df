import { sql } from 'kysely';
import type { Db } from '../../../app-context';

// Counts across every account for the Panel de Control (docs/decisions/012).

/**
 * Occupied profiles expired (expiry today or earlier, or marked expirado by hand: decision 011)
 * and near expiry (1 to `nearLimit` days left), read through profiles_status_expiry_idx.
 */
export async function countProfilesByExpiry(db: Db, today: string, nearLimit: string) {
  const row = await db
    .selectFrom('profiles')
    .select([
      sql<number>`coalesce(sum(case when status = 'expirado' or expiry_date <= ${today} then 1 else 0 end), 0)`.as(
        'expired',
      ),
      sql<number>`coalesce(sum(case when status = 'ocupado' and expiry_date > ${today} and expiry_date <= ${nearLimit} then 1 else 0 end), 0)`.as(
        'expiring',
      ),
    ])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'expirado'),
        eb.and([eb('status', '=', 'ocupado'), eb('expiry_date', '<=', nearLimit)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { expired: Number(row.expired), expiring: Number(row.expiring) };
}

/** What the supplier accounts of each service cost (accounts with a provider cost only). */
export const providerCostsByService = (db: Db) =>
  db
    .selectFrom('accounts')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .select([
      'services.id as service_id',
      'services.name as service_name',
      sql<number>`sum(accounts.provider_cost)`.as('provider_cost'),
      sql<number>`count(*)`.as('accounts'),
    ])
    .where('accounts.provider_cost', 'is not', null)
    .groupBy(['services.id', 'services.name'])
    .execute();

/**
 * The latest profile assignments (sales and transfers) of the audit trail, newest first, with
 * the account's service and username now and the profile's and client's names now (the trail
 * keeps what they were called, for those since deleted). Read through audit_log_action_idx.
 */
export const listLatestAssignments = (db: Db, limit: number) =>
  db
    .selectFrom('audit_log')
    .innerJoin('accounts', 'accounts.id', 'audit_log.account_id')
    .innerJoin('services', 'services.id', 'accounts.service_id')
    .leftJoin('profiles', 'profiles.id', 'audit_log.entity_id')
    .leftJoin('clients', 'clients.id', 'audit_log.client_id')
    .selectAll('audit_log')
    .select([
      'accounts.username as account_username',
      'services.name as service_name',
      'profiles.name as profile_name',
      'clients.name as client_name',
    ])
    .where('audit_log.action', '=', 'assignment')
    .where('audit_log.entity', '=', 'profile')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
