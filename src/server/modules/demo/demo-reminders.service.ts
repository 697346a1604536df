import { sql } from 'kysely';
import { addDays } from '#shared/domain/expiry';
import type { TxContext } from '../../app-context';
import type { RenewalTermRecord } from '../reports/renewal-outcome.service';
import type { DemoRandom } from './demo-random.data';
import type { DemoStaffMember } from './demo-staff.service';

// The demo shop's reminders (issue 24, item 6: "did the reminder work?"): for the terms due in the
// last 90 days, a staff member sent a WhatsApp reminder one or two days before the due date (or
// on it), as Avisos would have logged it. Clients who went on to renew were reminded more often
// than those who did not, so the renewals report shows the difference a shop hopes to see.
// Nothing is dated today or later: today's Avisos still has its work to do.

const REMINDED_DAYS = 90;
const DAY_MS = 86_400_000;
/** A renewal within this long after the reminder counts as the reminder working (decision 038). */
const WINDOW_MS = 7 * DAY_MS;

interface LogRow {
  id: number;
  client_id: number;
  type: 'expirado' | 'renovaciones';
  outcome: 'enviado';
  user_id: number;
  user_name: string;
  created_at: string;
}

/** The ids the seed gives its log rows: after any the database already holds. */
export async function firstLogId(tx: TxContext) {
  const row = await tx.db
    .selectFrom('notification_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

/**
 * Marks some of `terms` as reminded (in place) and writes their log rows, with ids from `nextId`
 * on; answers the next free id. The terms must then be inserted (they point at the log).
 */
export async function remindTerms(
  tx: TxContext,
  random: DemoRandom,
  staff: DemoStaffMember[],
  terms: RenewalTermRecord[],
  context: { today: string; nextId: number },
): Promise<number> {
  const since = addDays(context.today, -REMINDED_DAYS);
  const logs: LogRow[] = [];
  const links: { log_id: number; profile_id: number }[] = [];
  let id = context.nextId;
  for (const term of terms) {
    if (term.client_id == null || term.profile_id == null) continue;
    if (term.due_date < since || term.due_date > addDays(context.today, 2)) continue;
    const renewedAt = term.renewed_at == null ? null : new Date(term.renewed_at).getTime();
    if (!random.chance(renewedAt === null ? 0.4 : 0.7)) continue;
    const day = addDays(term.due_date, -random.int(0, 2));
    const hour = String(random.int(9, 18)).padStart(2, '0');
    let at = new Date(`${day}T${hour}:${String(random.int(0, 59)).padStart(2, '0')}:00-05:00`).getTime();
    // A renewal made early was reminded before it.
    if (renewedAt !== null && at > renewedAt) at = renewedAt - random.int(1, 48) * 3_600_000;
    const sentDay = new Date(at - 5 * 3_600_000).toISOString().slice(0, 10);
    if (at < new Date(term.opened_at).getTime() || sentDay >= context.today) continue;
    const by = random.pick(staff);
    const createdAt = new Date(at).toISOString();
    logs.push({
      id,
      client_id: term.client_id,
      type: sentDay < term.due_date ? 'renovaciones' : 'expirado',
      outcome: 'enviado',
      user_id: by.id,
      user_name: by.name,
      created_at: createdAt,
    });
    links.push({ log_id: id, profile_id: term.profile_id });
    Object.assign(term, {
      reminded_log_id: id,
      reminded_at: createdAt,
      reminded_by: by.id,
      reminder_worked: renewedAt !== null && renewedAt - at <= WINDOW_MS ? 1 : 0,
    });
    id += 1;
  }
  for (let i = 0; i < logs.length; i += 500) {
    await tx.db
      .insertInto('notification_log')
      .values(logs.slice(i, i + 500))
      .execute();
    await tx.db
      .insertInto('notification_log_profiles')
      .values(links.slice(i, i + 500))
      .execute();
  }
  return id;
}

/** After rows inserted with their own ids, PostgreSQL's sequence moves past them. */
export async function syncLogSequence(tx: TxContext) {
  if (tx.dialect !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence('notification_log', 'id'),
    (select coalesce(max(id), 0) + 1 from notification_log), false)`.execute(tx.db);
}
