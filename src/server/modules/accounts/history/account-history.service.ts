import { addDays, isWithinDateCap } from '#shared/domain/expiry';
import { accountsMessages } from '#shared/messages/accounts';
import { profilesMessages } from '#shared/messages/profiles';
import type { Account, CompensateInput } from '#shared/schemas/accounts';
import type { PaginationQuery } from '#shared/schemas/common';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import { inTransaction } from '../../../lib/transaction';
import { accountAuditHistory, recordAudit } from '../../audit/audit.service';
import { auditedAccount, expiryMoved, profileEntry } from '../account-audit.mapper';
import { lockedAccount } from '../account-context.service';
import { getAccount } from '../list/account-list.service';
import type { Actor } from '../../../identity/actor';
import { refreshAccountSummary } from '../account.repository';
import { changeProfile, profilesOf } from '../profiles/account-profiles.service';
import { syncRenewalTerm } from '../../reports/renewal-outcome.service';

/**
 * POST /api/accounts/{id}/compensate: after an outage the shop owes each client of the account
 * the days lost. Every occupied profile's expiry moves forward in one transaction; no money
 * moves; the history keeps the reason and who did it.
 */
export function compensateAccount(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: CompensateInput,
): Promise<{ account: Account; compensated: number }> {
  return inTransaction(ctx, async (tx) => {
    await lockedAccount(tx, id);
    const occupied = (await profilesOf(tx, [id])).filter(
      (p) => p.status === 'ocupado' && p.expiry_date !== null,
    );
    if (occupied.length === 0) throw new AppError(409, accountsMessages.nothingToCompensate);
    const moved = occupied.map((p) => ({ ...p, new_expiry: addDays(p.expiry_date!, input.days) }));
    // All or none: one date past the cap refuses the whole compensation.
    if (moved.some((p) => !isWithinDateCap(p.new_expiry)))
      throw new AppError(409, profilesMessages.resultTooFar);
    const now = nowIso(tx.now());
    for (const profile of moved) {
      await changeProfile(tx, profile.id, { expiry_date: profile.new_expiry, updated_at: now });
      await syncRenewalTerm(tx, profile.id);
    }
    await refreshAccountSummary(tx.db, id);
    const account = await getAccount(tx, id, actor.id);
    // One line per profile moved, so each history says whose dates changed and from what.
    const audited = auditedAccount(account);
    await recordAudit(
      tx,
      actor,
      moved.map((profile) =>
        profileEntry(audited, profile, {
          action: 'compensation',
          clientId: profile.client_id,
          changes: expiryMoved(profile.expiry_date, profile.new_expiry, { days: input.days }),
          note: input.reason,
        }),
      ),
    );
    return { account, compensated: occupied.length };
  });
}

/**
 * GET /api/accounts/{id}/history: the account's lines of the audit trail (its own and its
 * profiles'), newest first, for every staff member who may see the account.
 */
export async function accountHistory(ctx: AppContext, id: number, userId: number, page: PaginationQuery) {
  await getAccount(ctx, id, userId);
  return accountAuditHistory(ctx, id, page);
}
