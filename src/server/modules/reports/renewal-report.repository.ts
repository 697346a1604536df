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

const nextDay = (day: string, by: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
};

const daysIn = (from: string, to: string) =>
  from > to
    ? 0
    : Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** One read of the kept totals: a whole month, or a range of days; added or taken away. */
export interface Segment {
  month?: string;
  days?: { from: string; to: string };
  sign: 1 | -1;
  /** Count the rows as past (lost) whatever their date: the current month read whole. */
  pastAs?: 1;
}

/**
 * How a period is read, in as few rows as the kept totals allow. A whole month is one read of the
 * monthly totals. A month the period covers in part, or the current one (today splits lost from
 * pending), is either its days read one by one, or the month's row less the days outside the
 * period and, for the current month, with the days from today on moved from lost to pending;
 * whichever reads fewer days. A year up to the 27th of the month reads 12 month rows and 4 days,
 * not 11 months and 27 days.
 */
export function periodSegments(from: string, to: string, today: string): Segment[] {
  const segments: Segment[] = [];
  const range = (a: string, b: string, sign: 1 | -1, pastAs?: 1): Segment[] =>
    a > b ? [] : [{ days: { from: a, to: b }, sign, ...(pastAs ? { pastAs } : {}) }];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7);) {
    const first = `${month}-01`;
    const last = monthEnd(month);
    const start = from > first ? from : first;
    const end = to < last ? to : last;
    const current = month === today.slice(0, 7);
    if (start === first && end === last && !current) segments.push({ month, sign: 1 });
    else {
      const byDays = range(start, end, 1);
      const pastAs = current ? 1 : undefined;
      const future = today > start ? today : start;
      const byMonth: Segment[] = [
        { month, sign: 1, ...(pastAs ? { pastAs } : {}) },
        ...range(first, nextDay(start, -1), -1, pastAs),
        ...range(nextDay(end, 1), last, -1, pastAs),
        ...(current ? [...range(future, end, -1, 1), ...range(future, end, 1)] : []),
      ];
      const cost = (list: Segment[]) =>
        list.reduce((n, s) => n + (s.days ? daysIn(s.days.from, s.days.to) : 1), 0);
      segments.push(...(cost(byMonth) < cost(byDays) ? byMonth : byDays));
    }
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return segments;
}

/**
 * The period's kept totals per service and staff member, split by whether the due date has passed
 * (lost) or not (pending), from renewal_outcome_month_totals and renewal_outcome_totals as
 * periodSegments says; a row taken away comes back with its sums negated, so adding every row up
 * gives the period's. A few hundred rows whatever the shop's size.
 */
const signedSums = (sign: 1 | -1) => {
  const k = sql.lit(sign);
  return [
    sql<number>`${k} * sum(due)`.as('due'),
    sql<number>`${k} * sum(renewed)`.as('renewed'),
    sql<number>`${k} * sum(renewed_amount)`.as('renewed_amount'),
    sql<number>`${k} * sum(open_amount)`.as('open_amount'),
    sql<number>`${k} * sum(reminded)`.as('reminded'),
    sql<number>`${k} * sum(reminded_renewed)`.as('reminded_renewed'),
    sql<number>`${k} * sum(unreminded_renewed)`.as('unreminded_renewed'),
  ];
};

/** A whole month's kept totals (added or taken away), per service and staff member. */
function monthPart(db: Db, f: ReportFilter, segment: Segment & { month: string }) {
  const past = segment.pastAs
    ? sql.lit(1)
    : sql<number>`case when month < ${f.today.slice(0, 7)} then 1 else 0 end`;
  let query = db
    .selectFrom('renewal_outcome_month_totals')
    .select(['service_id', 'staff_id', sql<number>`${past}`.as('past'), ...signedSums(segment.sign)])
    .where('month', '=', segment.month);
  if (f.serviceId !== undefined) query = query.where('service_id', '=', f.serviceId);
  if (f.userId !== undefined) query = query.where('staff_id', '=', f.userId);
  // By position: the same expression bound twice would be two parameters PostgreSQL cannot match.
  return query.groupBy([sql`1`, sql`2`, sql`3`]);
}

/** A range of days' kept totals, with the same columns as monthPart. */
function dayPart(db: Db, f: ReportFilter, segment: Segment & { days: { from: string; to: string } }) {
  const past = segment.pastAs ? sql.lit(1) : sql<number>`case when due_date < ${f.today} then 1 else 0 end`;
  let query = db
    .selectFrom('renewal_outcome_totals')
    .select(['service_id', 'staff_id', sql<number>`${past}`.as('past'), ...signedSums(segment.sign)])
    .where('due_date', '>=', segment.days.from)
    .where('due_date', '<=', segment.days.to);
  if (f.serviceId !== undefined) query = query.where('service_id', '=', f.serviceId);
  if (f.userId !== undefined) query = query.where('staff_id', '=', f.userId);
  return query.groupBy([sql`1`, sql`2`, sql`3`]) as unknown as ReturnType<typeof monthPart>;
}

export async function periodTotals(db: Db, f: ReportFilter) {
  const parts = periodSegments(f.from, f.to, f.today).map((segment) =>
    segment.month !== undefined
      ? monthPart(db, f, { ...segment, month: segment.month })
      : dayPart(db, f, { ...segment, days: segment.days! }),
  );
  // One statement, so one snapshot: a month less its outside days read at two moments could count
  // a write in one and not the other (on PostgreSQL each query of the pool may see a later commit).
  const [first, ...rest] = parts;
  if (!first) return [];
  return rest.reduce((all, part) => all.unionAll(part), first).execute();
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
