import { businessToday } from '#shared/domain/business-time';
import { REMINDER_WINDOW_DAYS } from '#shared/schemas/reports';
import type { Tx, TxContext } from '../../app-context';
import { beforeCommit } from '../../lib/transaction';
import { nowIso, toIso } from '../../lib/time';
import {
  addFigures,
  addTotalsInOrder,
  currentTerm,
  currentTerms,
  deleteTerm,
  insertTerm,
  insertTerms,
  lockTerm,
  profileFacts,
  profilesFacts,
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

/**
 * The totals' shares a transaction has moved so far, one sum per key. They are written once, just
 * before it commits, in key order (addTotalsInOrder): written as each term changed, a renewal and
 * a reminder of two profiles due the same day took the same rows in opposite orders and one of
 * them died in a deadlock on PostgreSQL.
 */
const pendingTotals = new WeakMap<Tx, Map<string, TotalsDelta>>();

function queueTotals(tx: TxContext, delta: TotalsDelta) {
  let sums = pendingTotals.get(tx.db);
  if (!sums) {
    pendingTotals.set(tx.db, (sums = new Map()));
    beforeCommit(tx, () => writeTotals(tx));
  }
  const key = `${delta.due_date}|${delta.service_id}|${delta.staff_id}`;
  const sum = sums.get(key);
  if (!sum) sums.set(key, { ...delta });
  else addFigures(sum, delta);
}

async function writeTotals(tx: TxContext) {
  const sums = pendingTotals.get(tx.db);
  pendingTotals.delete(tx.db);
  if (sums) await addTotalsInOrder(tx.db, [...sums.values()]);
}

/** Moves a term's share of the totals from what it was to what it is (queued until the commit). */
function moveTotals(tx: TxContext, before: TermFacts | null, after: TermFacts | null) {
  if (before) queueTotals(tx, contribution(before, -1));
  if (after) queueTotals(tx, contribution(after, 1));
}

async function openTerm(tx: TxContext, term: NewTerm) {
  const id = await insertTerm(tx.db, term);
  moveTotals(tx, null, term);
  return id;
}

async function changeTerm(tx: TxContext, row: TermRow, patch: Partial<NewTerm>) {
  await updateTerm(tx.db, row.id, patch);
  moveTotals(tx, row, { ...row, ...patch });
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

/** Writes a plan's rows, each term's share of the totals moved from before to after. */
async function writePlan(tx: TxContext, plan: TermPlan) {
  if (plan.drop) {
    await deleteTerm(tx.db, plan.drop.id);
    moveTotals(tx, plan.drop, null);
  }
  if (plan.change) await changeTerm(tx, plan.change.row, plan.change.patch);
  if (plan.open) await openTerm(tx, plan.open);
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
  await writePlan(tx, plan);
  if (!isHeld(profile)) return null;
  return plan.change || plan.open ? ((await currentTerm(tx.db, profileId)) ?? null) : (current ?? null);
}

const TERMS_CHUNK = 500;

/**
 * The same for many profiles at once (an incident and its undo, up to thousands): the facts and
 * the current terms are read a chunk at a time, and the totals' shares add up per key until the
 * transaction commits, so a profile costs one write of its term instead of about seven statements.
 */
export async function syncRenewalTerms(tx: TxContext, profileIds: readonly number[]): Promise<void> {
  const today = businessToday(tx.now(), tx.config.TZ_APP);
  const now = nowIso(tx.now());
  for (let i = 0; i < profileIds.length; i += TERMS_CHUNK) {
    const chunk = profileIds.slice(i, i + TERMS_CHUNK);
    const [facts, terms] = await Promise.all([profilesFacts(tx.db, chunk), currentTerms(tx.db, chunk)]);
    const factsById = new Map(facts.map((f) => [f.id, f]));
    const termById = new Map(terms.map((t) => [t.profile_id, t]));
    for (const id of chunk)
      await writePlan(tx, planTerm(id, factsById.get(id), termById.get(id), today, now));
  }
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

/** The totals added up again from the terms, which already hold what this transaction queued. */
export async function rebuildRenewalTotals(tx: TxContext) {
  pendingTotals.delete(tx.db);
  await rebuildTotals(tx.db);
}

export type { NewTerm as RenewalTermRecord };
