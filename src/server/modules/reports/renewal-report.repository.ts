import { sql } from 'kysely';
import type { RenewalBucket } from '#shared/schemas/reports';
import type { Db } from '../../app-context';

export interface ReportFilter {
  from: string;
  to: string;
  today: string;
  serviceId?: number;
  userId?: number;
}

/** The last day of a month 'YYYY-MM'. */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * How a period is read: the whole months in it (but today's, which splits lost from pending)
 * from the monthly totals, the rest day by day. A year is 12 month keys, not 365 days.
 */
export function periodSegments(from: string, to: string, today: string) {
  const months: string[] = [];
  const days: { from: string; to: string }[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    const first = `${month}-01`;
    const last = monthEnd(month);
    const start = from > first ? from : first;
    const end = to < last ? to : last;
    if (start === first && end === last && month !== today.slice(0, 7)) months.push(month);
    else days.push({ from: start, to: end });
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return { months, days };
}

/**
 * The period's kept totals per service and staff member, split by whether the due date has passed
 * (lost) or not (pending): whole months from renewal_outcome_month_totals, the edges and the
 * current month from renewal_outcome_totals. A few hundred rows whatever the shop's size.
 */
export async function periodTotals(db: Db, f: ReportFilter) {
  const { months, days } = periodSegments(f.from, f.to, f.today);
  const sums = [
    sql<number>`sum(due)`.as('due'),
    sql<number>`sum(renewed)`.as('renewed'),
    sql<number>`sum(renewed_amount)`.as('renewed_amount'),
    sql<number>`sum(open_amount)`.as('open_amount'),
    sql<number>`sum(reminded)`.as('reminded'),
    sql<number>`sum(reminded_renewed)`.as('reminded_renewed'),
    sql<number>`sum(unreminded_renewed)`.as('unreminded_renewed'),
  ];
  const reads = days.map((range) => {
    let query = db
      .selectFrom('renewal_outcome_totals')
      .select([
        'service_id',
        'staff_id',
        sql<number>`case when due_date < ${f.today} then 1 else 0 end`.as('past'),
        ...sums,
      ])
      .where('due_date', '>=', range.from)
      .where('due_date', '<=', range.to);
    if (f.serviceId !== undefined) query = query.where('service_id', '=', f.serviceId);
    if (f.userId !== undefined) query = query.where('staff_id', '=', f.userId);
    // By position: the same expression bound twice would be two parameters PostgreSQL cannot match.
    return query.groupBy([sql`1`, sql`2`, sql`3`]).execute();
  });
  if (months.length > 0) {
    let query = db
      .selectFrom('renewal_outcome_month_totals')
      .select([
        'service_id',
        'staff_id',
        sql<number>`case when month < ${f.today.slice(0, 7)} then 1 else 0 end`.as('past'),
        ...sums,
      ])
      .where('month', 'in', months);
    if (f.serviceId !== undefined) query = query.where('service_id', '=', f.serviceId);
    if (f.userId !== undefined) query = query.where('staff_id', '=', f.userId);
    reads.push(query.groupBy([sql`1`, sql`2`, sql`3`]).execute());
  }
  return (await Promise.all(reads)).flat();
}

export const serviceNames = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('services').select(['id', 'name']).where('id', 'in', ids).execute();

export const userNames = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'username', 'full_name']).where('id', 'in', ids).execute();

/** One bucket's terms of the period, by the (due_date, id) index. */
function bucketQuery(db: Db, f: ReportFilter, bucket: RenewalBucket) {
  let query = db
    .selectFrom('renewal_outcomes as r')
    .where('r.due_date', '>=', f.from)
    .where('r.due_date', '<=', f.to);
  if (f.serviceId !== undefined) query = query.where('r.service_id', '=', f.serviceId);
  if (f.userId !== undefined)
    query = query.where(sql<number>`coalesce(r.reminded_by, r.renewed_by, 0)`, '=', f.userId);
  switch (bucket) {
    case 'due':
      return query;
    case 'renewed':
      return query.where('r.renewed_at', 'is not', null);
    case 'lost':
      return query.where('r.renewed_at', 'is', null).where('r.due_date', '<', f.today);
    case 'pending':
      return query.where('r.renewed_at', 'is', null).where('r.due_date', '>=', f.today);
    case 'reminded':
      return query.where('r.reminded_at', 'is not', null);
    case 'reminded_renewed':
      return query.where('r.reminder_worked', '=', 1);
    case 'unreminded_renewed':
      return query.where('r.reminded_at', 'is', null).where('r.renewed_at', 'is not', null);
  }
}

export const bucketPage = (db: Db, f: ReportFilter, bucket: RenewalBucket, limit: number, offset: number) =>
  bucketQuery(db, f, bucket)
    .leftJoin('profiles as p', 'p.id', 'r.profile_id')
    .innerJoin('services as s', 's.id', 'r.service_id')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('users as ur', 'ur.id', 'r.renewed_by')
    .leftJoin('users as um', 'um.id', 'r.reminded_by')
    .select([
      'r.id',
      'r.profile_id',
      'p.name as profile_name',
      'r.service_id',
      's.name as service_name',
      'r.client_id',
      'c.name as client_name',
      'r.due_date',
      'r.price',
      'r.renewed_at',
      'r.amount',
      'r.renewed_movement_id',
      'ur.username as renewed_username',
      'ur.full_name as renewed_full_name',
      'r.reminded_at',
      'um.username as reminded_username',
      'um.full_name as reminded_full_name',
      'r.reminder_worked',
    ])
    .orderBy('r.due_date')
    .orderBy('r.id')
    .limit(limit)
    .offset(offset)
    .execute();

/**
 * The newest term of each profile that recorded a reminder (Avisos: how the last one ended).
 * Reads each profile's terms newest first by the (profile_id, id) index.
 */
export const lastRemindedTerms = (db: Db, profileIds: number[]) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('renewal_outcomes')
        .select(['id', 'profile_id', 'reminded_at', 'renewed_at'])
        .where('profile_id', 'in', profileIds)
        .where('reminded_at', 'is not', null)
        .orderBy('profile_id')
        .orderBy('id', 'desc')
        .execute();
