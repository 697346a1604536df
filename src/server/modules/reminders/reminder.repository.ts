import { sql } from 'kysely';
import type { Db } from '../../app-context';

/** What the whole window holds, for the figures at the top of Avisos and Enviar todos. */
export interface DueWindowCounts {
  clients: number;
  expired: number;
  expiring: number;
  remindedToday: number;
  sendable: number;
}

export interface DueWindow {
  /** The last expiry date an ocupado profile may have to be due (today + window). */
  lastDate: string;
  /** Today in the business time zone: a profile expiring on or before it is expired. */
  today: string;
  /** The instant today began (ISO): a log entry at or after it was written today. */
  dayStart: string;
}

/**
 * One row per client with a due profile (docs/decisions/014 and 033): whether one of theirs is
 * marked expirado, their earliest due expiry, how many of their due profiles are expired and in
 * all, and whether someone wrote to them (or skipped them) today about one of those profiles
 * after it last changed, the rule the reminder card's last entry follows. profiles_due_idx
 * holds every column read here, so the grouping never leaves the index.
 */
function dueByClient(db: Db, { lastDate, today, dayStart }: DueWindow) {
  const columns = ['id', 'client_id', 'status', 'expiry_date', 'updated_at'] as const;
  // Two range scans of the index instead of one OR, which SQLite serves by looking up each row.
  const due = db
    .selectFrom('profiles')
    .select(columns)
    .where('status', '=', 'expirado')
    .unionAll(
      db
        .selectFrom('profiles')
        .select(columns)
        .where('status', '=', 'ocupado')
        .where('expiry_date', '<=', lastDate),
    );
  return db
    .selectFrom(due.as('p'))
    .select([
      'p.client_id',
      sql<number>`max(case when p.status = 'expirado' then 1 else 0 end)`.as('marked'),
      sql<string | null>`min(p.expiry_date)`.as('first_expiry'),
      sql<number>`sum(case when p.status = 'expirado' or p.expiry_date <= ${today} then 1 else 0 end)`.as(
        'expired',
      ),
      sql<number>`count(*)`.as('profiles'),
      sql<number>`max(case when exists (
        select 1 from notification_log_profiles
        inner join notification_log on notification_log.id = notification_log_profiles.log_id
        where notification_log_profiles.profile_id = p.id
          and notification_log.created_at >= p.updated_at
          and notification_log.created_at >= ${dayStart}
      ) then 1 else 0 end)`.as('reminded'),
    ])
    .groupBy('p.client_id');
}

/** The due clients with their client row (a profile without a client is nobody's to remind). */
const dueClients = (db: Db, window: DueWindow) =>
  db.selectFrom(dueByClient(db, window).as('due')).innerJoin('clients', 'clients.id', 'due.client_id');

const hasPhone = sql<boolean>`(clients.phone is not null and clients.phone <> '')`;

export async function countDueClients(db: Db, window: DueWindow): Promise<DueWindowCounts> {
  const row = await dueClients(db, window)
    .select([
      sql<number>`count(*)`.as('clients'),
      sql<number>`coalesce(sum(due.expired), 0)`.as('expired'),
      sql<number>`coalesce(sum(due.profiles), 0)`.as('profiles'),
      sql<number>`coalesce(sum(due.reminded), 0)`.as('reminded'),
      sql<number>`coalesce(sum(case when due.reminded = 0 and ${hasPhone} then 1 else 0 end), 0)`.as(
        'sendable',
      ),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint, which pg hands over as text.
  const expired = Number(row.expired);
  return {
    clients: Number(row.clients),
    expired,
    expiring: Number(row.profiles) - expired,
    remindedToday: Number(row.reminded),
    sendable: Number(row.sendable),
  };
}

/**
 * One page of due client ids, most urgent first: a client with a profile marked expirado, then
 * by earliest expiry date, then by name and id (the order of the Clientes list), so every page
 * agrees with the others. `sendable` keeps only those Enviar todos writes to: with a phone and not
 * handled today.
 */
export async function pageDueClientIds(
  db: Db,
  window: DueWindow,
  { limit, offset, sendable }: { limit: number; offset: number; sendable: boolean },
) {
  let query = dueClients(db, window).select('clients.id');
  if (sendable) query = query.where('due.reminded', '=', 0).where(hasPhone);
  const rows = await query
    .orderBy('due.marked', 'desc')
    // Among clients with a marked profile, the expiry date does not count (it is already urgent).
    .orderBy(sql`case when due.marked = 1 then null else due.first_expiry end`)
    .orderBy('clients.name_key')
    .orderBy('clients.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}
