import { addDays, isWithinDateCap } from '#shared/domain/expiry';
import { messages } from '#shared/messages/es';
import type { Account, CompensateInput } from '#shared/schemas/accounts';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { lockedAccount, recordAccountEvent } from './account-context';
import { getAccount } from './account-list.service';
import { toAccountEvent, type Actor } from './account.mapper';
import { countAccountEvents, listAccountEvents } from './account-event.repository';
import { refreshAccountSummary } from './account.repository';
import { listProfilesOf, updateProfile } from './profile.repository';

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
    const occupied = (await listProfilesOf(tx.db, [id])).filter(
      (p) => p.status === 'ocupado' && p.expiry_date !== null,
    );
    if (occupied.length === 0) throw new AppError(409, messages.accounts.nothingToCompensate);
    const moved = occupied.map((p) => ({ ...p, new_expiry: addDays(p.expiry_date!, input.days) }));
    // All or none: one date past the cap refuses the whole compensation.
    if (moved.some((p) => !isWithinDateCap(p.new_expiry)))
      throw new AppError(409, messages.profiles.resultTooFar);
    const now = nowIso(tx.now());
    for (const profile of moved) {
      await updateProfile(tx.db, profile.id, { expiry_date: profile.new_expiry, updated_at: now });
    }
    await refreshAccountSummary(tx.db, id);
    // One line per profile moved, so the history says whose dates changed and from what.
    for (const profile of moved) {
      await recordAccountEvent(tx, id, actor, {
        type: 'compensation',
        profile_id: profile.id,
        profile_name: profile.name,
        client_name: profile.client_name,
        previous_expiry: profile.expiry_date,
        new_expiry: profile.new_expiry,
        days: input.days,
        reason: input.reason,
      });
    }
    return { account: await getAccount(tx, id, actor.id), compensated: occupied.length };
  });
}

/** GET /api/accounts/{id}/history, newest first. */
export async function accountHistory(
  ctx: AppContext,
  id: number,
  userId: number,
  { page, limit }: PaginationQuery,
) {
  await getAccount(ctx, id, userId);
  const [rows, total] = await Promise.all([
    listAccountEvents(ctx.db, id, limit, (page - 1) * limit),
    countAccountEvents(ctx.db, id),
  ]);
  return { events: rows.map(toAccountEvent), pagination: buildPagination(page, limit, total) };
}
