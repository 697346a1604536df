import { changesBetween, changesOfDelete } from '#shared/domain/audit';
import { isFixableKind, type FixableKind } from '#shared/domain/integrity';
import { integrityMessages as m } from '#shared/messages/integrity';
import type { IntegrityChange, IntegrityFixInput, IntegrityFixResult } from '#shared/schemas/integrity';
import type { AppContext, TxContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inRetriedTransaction } from '../../lib/transaction';
import { removeAccount } from '../accounts/account.service';
import { accountLabel, profileEntry, profileFields } from '../accounts/account-audit.mapper';
import { lockedAccountIds, refreshSummaries, todayOf } from '../accounts/account-context.service';
import {
  fixProfileIfUnchanged,
  profilesOf,
  removeProfiles,
} from '../accounts/profiles/account-profiles.service';
import { toProfile } from '../accounts/profiles/profile.mapper';
import { recordAudit } from '../audit/audit.service';
import { emitProfileReleased } from '../webhooks/webhook-outbox.service';
import { syncRenewalTerm } from '../reports/renewal-outcome.service';
import {
  accountIdsOfProfiles,
  crowdedAmong,
  insertFix,
  profilesWithProblem,
  readAccounts,
  sameServiceAndUsername,
  type ProfileKind,
} from './integrity.repository';
import { lastExpiryPastGrace, profileFixOf } from './integrity-scan.service';

// POST /api/integrity/fix (docs/decisions/053). A dry run (the default) plans the changes from
// the current records and writes nothing. An apply locks the accounts involved in id order,
// plans again under the locks (so it works on the records as they are now, and says what
// differs from the dry run it was shown), writes every change in one transaction and audits
// each under the fix's id.

type ProfileAction = 'release' | 'expiry_today' | 'clear' | 'delete';
interface PlannedChange extends IntegrityChange {
  accountId: number;
  action: ProfileAction | 'delete_account';
}
interface Plan {
  changes: PlannedChange[];
  skipped: number[];
  /** The accounts to lock before the plan is made again under the locks. */
  accountIds: number[];
}

const changeDescription: Record<ProfileAction | 'delete_account', (today: string) => string> = {
  release: () => m.changeRelease,
  expiry_today: (today) => m.changeExpiryToday(today),
  clear: () => m.changeClear,
  delete: () => m.changeDeleteProfile,
  delete_account: () => m.changeDeleteAccount,
};

const planned = (
  type: 'account' | 'profile',
  id: number,
  accountId: number,
  label: string,
  action: PlannedChange['action'],
  today: string,
): PlannedChange => ({
  key: `${type}:${id}:${action}`,
  type,
  id,
  accountId,
  label,
  action,
  description: changeDescription[action](today),
});

const skippedOf = (ids: number[], handled: Set<number>) =>
  [...new Set(ids)].filter((id) => !handled.has(id)).sort((a, b) => a - b);

async function planProfiles(ctx: AppContext, kind: ProfileKind, ids: number[]): Promise<Plan> {
  const [rows, today] = [
    await profilesWithProblem(ctx.db, kind, await lastExpiryPastGrace(ctx), ids),
    todayOf(ctx),
  ];
  return {
    changes: rows.map((p) =>
      planned(
        'profile',
        p.id,
        p.account_id,
        `${p.name} · ${accountLabel(p.service_name, p.username)}`,
        profileFixOf(kind, p).action,
        today,
      ),
    ),
    skipped: skippedOf(ids, new Set(rows.map((p) => p.id))),
    accountIds: await accountIdsOfProfiles(ctx.db, ids),
  };
}

/** Duplicate accounts: delete those sent that hold no client, always keeping one of each group. */
async function planDuplicateAccounts(ctx: AppContext, ids: number[]): Promise<Plan> {
  const today = todayOf(ctx);
  const accounts = await readAccounts(ctx.db, ids);
  const deletable = new Set<number>();
  // The whole group is locked before the plan is made again, not only the accounts sent: two
  // admins fixing [A] and [B] of the group {A, B} at once would otherwise each delete theirs.
  const toLock = new Set(accounts.map((a) => a.id));
  for (const account of accounts) {
    if (account.held > 0 || deletable.has(account.id)) continue;
    const group = await sameServiceAndUsername(ctx.db, account);
    for (const id of group) toLock.add(id);
    const sent = accounts.filter((a) => group.includes(a.id) && a.held === 0).map((a) => a.id);
    // Every one of the group sent and empty: the oldest stays.
    const keep = group.every((id) => sent.includes(id)) ? group[0] : undefined;
    for (const id of sent) if (id !== keep && group.length > 1) deletable.add(id);
  }
  const changes = accounts
    .filter((a) => deletable.has(a.id))
    .map((a) =>
      planned('account', a.id, a.id, accountLabel(a.service_name, a.username), 'delete_account', today),
    );
  return { changes, skipped: skippedOf(ids, deletable), accountIds: [...toLock] };
}

/** Crowded accounts: delete the surplus free profiles that hold nothing, last position first. */
async function planCrowded(ctx: AppContext, ids: number[]): Promise<Plan> {
  const today = todayOf(ctx);
  const crowded = await crowdedAmong(ctx.db, [...new Set(ids)]);
  const accounts = new Map(
    (
      await readAccounts(
        ctx.db,
        crowded.map((c) => c.account_id),
      )
    ).map((a) => [a.id, a]),
  );
  const profiles = await profilesOf(
    ctx,
    crowded.map((c) => c.account_id),
  );
  const changes: PlannedChange[] = [];
  const handled = new Set<number>();
  for (const row of crowded) {
    const account = accounts.get(row.account_id);
    const surplus = profiles
      .filter(
        (p) =>
          p.account_id === row.account_id &&
          p.status === 'libre' &&
          p.client_id === null &&
          p.pin === null &&
          p.custom_price === null,
      )
      .sort((a, b) => b.position - a.position || b.id - a.id)
      .slice(0, row.profiles - row.max_profiles);
    if (surplus.length > 0) handled.add(row.account_id);
    for (const p of surplus)
      changes.push(
        planned(
          'profile',
          p.id,
          row.account_id,
          `${p.name} · ${accountLabel(account?.service_name ?? '', account?.username ?? '')}`,
          'delete',
          today,
        ),
      );
  }
  return { changes, skipped: skippedOf(ids, handled), accountIds: [...new Set(ids)].sort((a, b) => a - b) };
}

function plan(ctx: AppContext, kind: FixableKind, ids: number[]) {
  if (kind === 'duplicate_account') return planDuplicateAccounts(ctx, ids);
  if (kind === 'too_many_profiles') return planCrowded(ctx, ids);
  return planProfiles(ctx, kind, ids);
}

const publicChange = ({ key, type, id, label, description }: PlannedChange): IntegrityChange => ({
  key,
  type,
  id,
  label,
  description,
});

function differencesOf(preview: string[] | undefined, changes: PlannedChange[]) {
  if (!preview) return null;
  const now = new Set(changes.map((c) => c.key));
  const before = new Set(preview);
  const added = [...now].filter((k) => !before.has(k));
  const missing = [...before].filter((k) => !now.has(k));
  return added.length === 0 && missing.length === 0 ? null : { added, missing };
}

/** Writes the planned profile changes of one account (locked), each audited under the fix. */
async function applyProfileChanges(tx: TxContext, actor: Actor, fixId: number, changes: PlannedChange[]) {
  const today = todayOf(tx);
  const accountIds = [...new Set(changes.map((c) => c.accountId))];
  const accounts = new Map((await readAccounts(tx.db, accountIds)).map((a) => [a.id, a]));
  const rows = new Map((await profilesOf(tx, accountIds)).map((p) => [p.id, p]));
  const deleted: number[] = [];
  for (const change of changes) {
    const row = rows.get(change.id);
    const account = accounts.get(change.accountId);
    if (!row || !account) continue;
    const at = { id: account.id, serviceName: account.service_name, username: account.username };
    const before = toProfile(row);
    const note = m.auditNote(fixId, change.description);
    if (change.action === 'delete') {
      deleted.push(row.id);
      await recordAudit(
        tx,
        actor,
        profileEntry(at, row, {
          action: 'delete',
          changes: changesOfDelete(profileFields(before)),
          note,
          integrityFixId: fixId,
        }),
      );
      continue;
    }
    const cleared = { client_id: null, pin: null, custom_price: null };
    const set: {
      status?: 'libre';
      expiry_date?: string | null;
      client_id?: null;
      pin?: null;
      custom_price?: null;
    } =
      change.action === 'expiry_today'
        ? { expiry_date: today }
        : change.action === 'clear'
          ? { status: 'libre' as const, ...cleared }
          : { status: 'libre' as const, ...cleared, expiry_date: null };
    const written = await fixProfileIfUnchanged(
      tx,
      row.id,
      { status: row.status, version: row.version },
      { ...set, updated_at: nowIso(tx.now()) },
    );
    if (written === 0) continue;
    const after = {
      ...before,
      ...(set.status ? { status: set.status, clientName: null, pin: null, customPrice: null } : {}),
      ...('expiry_date' in set ? { expiryDate: set.expiry_date } : {}),
    };
    await recordAudit(
      tx,
      actor,
      profileEntry(at, row, {
        action: change.action === 'release' ? 'release' : 'update',
        clientId: row.client_id,
        changes: changesBetween(profileFields(before), profileFields(after)),
        note,
        integrityFixId: fixId,
      }),
    );
    if (row.client_id !== null) await syncRenewalTerm(tx, row.id);
    // A holder taken off is a release like any other: webhooks hear of it (decision 049).
    if (set.status === 'libre' && row.client_id !== null)
      await emitProfileReleased(tx, {
        profile: row,
        account: { id: account.id, serviceId: account.service_id, serviceName: account.service_name },
        reason: 'revision_de_datos',
        releasedBy: actor.name,
      });
  }
  await removeProfiles(tx, deleted);
}

/** POST /api/integrity/fix: the dry run (default) or the fix, in one transaction. */
export async function fixIntegrity(
  ctx: AppContext,
  actor: Actor,
  input: IntegrityFixInput,
): Promise<IntegrityFixResult> {
  const { kind, ids, dryRun, preview } = input;
  if (kind === 'duplicate_phone') throw new AppError(400, m.mergeInstead);
  if (!isFixableKind(kind)) throw new AppError(400, m.notFixable);
  if (dryRun) {
    const { changes, skipped } = await plan(ctx, kind, ids);
    return { dryRun: true, fixId: null, changes: changes.map(publicChange), skipped, differences: null };
  }
  return inRetriedTransaction(ctx, async (tx) => {
    const first = await plan(tx, kind, ids);
    await lockedAccountIds(tx, first.accountIds);
    const { changes, skipped } = await plan(tx, kind, ids);
    const result = {
      dryRun: false,
      changes: changes.map(publicChange),
      skipped,
      differences: differencesOf(preview, changes),
    };
    if (changes.length === 0) return { ...result, fixId: null };
    const fixId = await insertFix(tx.db, {
      kind,
      changes_count: changes.length,
      created_by: actor.id,
      created_by_name: actor.name,
      created_at: nowIso(tx.now()),
    });
    if (kind === 'duplicate_account') {
      for (const change of changes)
        await removeAccount(tx, change.id, actor, {
          integrityFixId: fixId,
          note: m.auditNote(fixId, change.description),
        });
    } else {
      await applyProfileChanges(tx, actor, fixId, changes);
      await refreshSummaries(tx, [...new Set(changes.map((c) => c.accountId))]);
    }
    return { ...result, fixId };
  });
}
