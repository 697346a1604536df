import { businessToday } from '#shared/domain/business-time';
import { REMINDER_WINDOW_DAYS } from '#shared/schemas/reports';
import type { TxContext } from '../../app-context';
import { nowIso, toIso } from '../../lib/time';
import {
  addTotals,
  currentTerm,
  currentTerms,
  deleteTerm,
  insertTerm,
  insertTerms,
  lockTerm,
  profileFacts,
  profilesFacts,
  RENEWAL_FIGURES,
  rebuildTotals,
  updateTerm,
  type NewTerm,
  type TermRow,
  type TotalsDelta,
} from './renewal-outcome.repository';

// The kept record behind "did the reminder work?" (docs/decisions/038): one term per profile per
// due date, written in the transaction of the sale, renewal, release or reminder that changes it,
// with its share of renewal_outcome_totals moved along.

interface TermFacts {
  due_date: string;
  service_id: number;
  price: number | string;
  renewed_at?: string | Date | null;
  renewed_by?: number | null;
  amount?: number | string;
  reminded_at?: string | Date | null;
  reminded_by?: number | null;
  reminder_worked?: number;
}

const WINDOW_MS = REMINDER_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The staff member a term counts for: who reminded, else who renewed, else nobody (0). */
const staffOf = (t: TermFacts) => t.reminded_by ?? t.renewed_by ?? 0;

function contribution(t: TermFacts, sign: 1 | -1): TotalsDelta {
  const renewed = t.renewed_at != null;
  const reminded = t.reminded_at != null;
  return {
    due_date: t.due_date,
    service_id: t.service_id,
    staff_id: staffOf(t),
    due: sign,
    renewed: renewed ? sign : 0,
    renewed_amount: renewed ? sign * Number(t.amount ?? 0) : 0,
    open_amount: renewed ? 0 : sign * Number(t.price),
    reminded: reminded ? sign : 0,
    reminded_renewed: t.reminder_worked ? sign : 0,
    unreminded_renewed: renewed && !reminded ? sign : 0,
  };
}

/** Moves a term's share of the totals from what it was to what it is (one upsert when the key holds). */
async function moveTotals(tx: TxContext, before: TermFacts | null, after: TermFacts | null) {
  const out = before ? contribution(before, -1) : null;
  const into = after ? contribution(after, 1) : null;
  if (
    out &&
    into &&
    out.due_date === into.due_date &&
    out.service_id === into.service_id &&
    out.staff_id === into.staff_id
  ) {
    const merged = { ...into };
    for (const key of Object.keys(merged) as (keyof TotalsDelta)[])
      if (key !== 'due_date' && key !== 'service_id' && key !== 'staff_id') merged[key] += out[key];
    if (
      Object.entries(merged).some(([k, v]) => !['due_date', 'service_id', 'staff_id'].includes(k) && v !== 0)
    )
      await addTotals(tx.db, merged);
    return;
  }
  if (out) await addTotals(tx.db, out);
  if (into) await addTotals(tx.db, into);
}

async function openTerm(tx: TxContext, term: NewTerm) {
  const id = await insertTerm(tx.db, term);
  await moveTotals(tx, null, term);
  return id;
}

async function changeTerm(tx: TxContext, row: TermRow, patch: Partial<NewTerm>) {
  await updateTerm(tx.db, row.id, patch);
  await moveTotals(tx, row, { ...row, ...patch });
}

const openOf = (row: TermRow | undefined) => (row && row.renewed_at === null ? row : null);

type ProfileFacts = NonNullable<Awaited<ReturnType<typeof profileFacts>>>;

/** What a profile's current term needs: at most one term dropped, changed or opened (two at most). */
interface TermPlan {
  drop?: TermRow;
  change?: { row: TermRow; patch: Partial<NewTerm> };
  open?: NewTerm;
}

const isHeld = (
  profile: ProfileFacts | undefined,
): profile is ProfileFacts & { client_id: number; expiry_date: string } =>
  !!profile && profile.status !== 'libre' && profile.client_id !== null && profile.expiry_date !== null;

/**
 * After a profile is sold, released or edited: its current term follows it. A holder who leaves
 * before the due date was never due (their term goes); one who leaves after it stays due, unrenewed.
 * A new holder, or a due date moved after the old one passed, opens a new term; an edit before the
 * due date corrects it.
 */
function planTerm(
  profileId: number,
  profile: ProfileFacts | undefined,
  current: TermRow | undefined,
  today: string,
  now: string,
): TermPlan {
  const open = openOf(current);
  if (!isHeld(profile)) return open && open.due_date > today ? { drop: open } : {};
  const price = profile.custom_price ?? Number(profile.price);
  const facts = { due_date: profile.expiry_date, price, service_id: profile.service_id };
  if (
    open &&
    open.client_id === profile.client_id &&
    (open.due_date === facts.due_date || open.due_date >= today)
  ) {
    const changed =
      open.due_date !== facts.due_date ||
      Number(open.price) !== price ||
      open.service_id !== facts.service_id;
    return changed ? { change: { row: open, patch: facts } } : {};
  }
  return {
    ...(open && open.client_id !== profile.client_id && open.due_date > today ? { drop: open } : {}),
    open: { profile_id: profileId, client_id: profile.client_id, opened_at: now, ...facts },
  };
}

/** Writes a plan's rows; `moved` takes each term's share of the totals from before to after. */
async function writePlan(
  tx: TxContext,
  plan: TermPlan,
  moved: (before: TermFacts | null, after: TermFacts | null) => Promise<void> | void,
) {
  if (plan.drop) {
    await deleteTerm(tx.db, plan.drop.id);
    await moved(plan.drop, null);
  }
  if (plan.change) {
    await updateTerm(tx.db, plan.change.row.id, plan.change.patch);
    await moved(plan.change.row, { ...plan.change.row, ...plan.change.patch });
  }
  if (plan.open) {
    await insertTerm(tx.db, plan.open);
    await moved(null, plan.open);
  }
}

/**
 * One profile's term after a sale, release or edit (see planTerm). Answers its current term, or
 * null when nobody holds the profile.
 */
export async function syncRenewalTerm(tx: TxContext, profileId: number): Promise<TermRow | null> {
  const [profile, current] = await Promise.all([
    profileFacts(tx.db, profileId),
    currentTerm(tx.db, profileId),
  ]);
  const plan = planTerm(
    profileId,
    profile,
    current,
    businessToday(tx.now(), tx.config.TZ_APP),
    nowIso(tx.now()),
  );
  await writePlan(tx, plan, (before, after) => moveTotals(tx, before, after));
  if (!isHeld(profile)) return null;
  return plan.change || plan.open ? ((await currentTerm(tx.db, profileId)) ?? null) : (current ?? null);
}

const TERMS_CHUNK = 500;

/**
 * The same for many profiles at once (an incident and its undo, up to thousands): the facts and
 * the current terms are read a chunk at a time, and the totals' shares are added up per key and
 * written once per key at the end, so a profile costs one write of its term instead of about
 * seven statements.
 */
export async function syncRenewalTerms(tx: TxContext, profileIds: readonly number[]): Promise<void> {
  const today = businessToday(tx.now(), tx.config.TZ_APP);
  const now = nowIso(tx.now());
  const sums = new Map<string, TotalsDelta>();
  const add = (delta: TotalsDelta) => {
    const key = `${delta.due_date}|${delta.service_id}|${delta.staff_id}`;
    const sum = sums.get(key);
    if (!sum) sums.set(key, { ...delta });
    else for (const f of RENEWAL_FIGURES) sum[f] += delta[f];
  };
  for (let i = 0; i < profileIds.length; i += TERMS_CHUNK) {
    const chunk = profileIds.slice(i, i + TERMS_CHUNK);
    const [facts, terms] = await Promise.all([profilesFacts(tx.db, chunk), currentTerms(tx.db, chunk)]);
    const factsById = new Map(facts.map((f) => [f.id, f]));
    const termById = new Map(terms.map((t) => [t.profile_id, t]));
    for (const id of chunk)
      await writePlan(tx, planTerm(id, factsById.get(id), termById.get(id), today, now), (before, after) => {
        if (before) add(contribution(before, -1));
        if (after) add(contribution(after, 1));
      });
  }
  for (const sum of sums.values()) if (RENEWAL_FIGURES.some((f) => sum[f] !== 0)) await addTotals(tx.db, sum);
}

/**
 * After POST /api/profiles/{id}/renew: the term due on the expiry the profile had is renewed by
 * the movement (reminder_worked when the last reminder was at most 7 days before), and the new
 * expiry opens the next term.
 */
export async function recordRenewalTerm(
  tx: TxContext,
  renewal: {
    profileId: number;
    previousExpiry: string | null;
    movementId: number;
    amount: number;
    userId: number | null;
  },
) {
  const at = nowIso(tx.now());
  const current = await currentTerm(tx.db, renewal.profileId);
  const profile = await profileFacts(tx.db, renewal.profileId);
  if (!profile) return;
  const due = renewal.previousExpiry ?? businessToday(tx.now(), tx.config.TZ_APP);
  const price = profile.custom_price ?? Number(profile.price);
  const latest = openOf(current);
  // Held to commit, and re-read: a reminder recorded meanwhile is in it.
  const open = latest ? openOf(await lockTerm(tx.db, tx.dialect, latest.id)) : null;
  const held = open && open.client_id === profile.client_id ? open : null;
  const reminded = held?.reminded_at ? toIso(held.reminded_at) : null;
  const renewed = {
    due_date: due,
    service_id: profile.service_id,
    renewed_movement_id: renewal.movementId,
    renewed_at: at,
    renewed_by: renewal.userId,
    amount: renewal.amount,
    reminder_worked: reminded !== null && Date.parse(at) - Date.parse(reminded) <= WINDOW_MS ? 1 : 0,
  };
  if (held) await changeTerm(tx, held, renewed);
  else
    await openTerm(tx, {
      profile_id: renewal.profileId,
      client_id: profile.client_id,
      price,
      opened_at: at,
      ...renewed,
    });
  if (profile.expiry_date !== null)
    await openTerm(tx, {
      profile_id: renewal.profileId,
      service_id: profile.service_id,
      client_id: profile.client_id,
      due_date: profile.expiry_date,
      price,
      opened_at: at,
    });
}

/** An enviado reminder about these profiles: each one's open term records it (the newest wins). */
export async function recordReminderTerms(
  tx: TxContext,
  reminder: { logId: number; userId: number | null; profileIds: number[] },
) {
  const at = nowIso(tx.now());
  for (const profileId of reminder.profileIds) {
    const synced = await syncRenewalTerm(tx, profileId);
    // Held to commit, and re-read: a renewal committed meanwhile leaves it renewed, untouched.
    const open = synced ? openOf(await lockTerm(tx.db, tx.dialect, synced.id)) : null;
    if (open)
      await changeTerm(tx, open, {
        reminded_log_id: reminder.logId,
        reminded_at: at,
        reminded_by: reminder.userId,
      });
  }
}

/** Terms written in bulk (the demo shop's year), then their totals added up once. */
export async function importRenewalTerms(tx: TxContext, terms: NewTerm[]) {
  for (let i = 0; i < terms.length; i += 500) await insertTerms(tx.db, terms.slice(i, i + 500));
}

export const rebuildRenewalTotals = (tx: TxContext) => rebuildTotals(tx.db);

export type { NewTerm as RenewalTermRecord };
