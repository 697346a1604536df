import { changesBetween } from '#shared/domain/audit';
import { daysLeft } from '#shared/domain/expiry';
import { graceState, lastReleasedExpiry, releaseDate } from '#shared/domain/grace';
import { settingsMessages } from '#shared/messages/settings';
import { buildPagination, type PaginationQuery } from '#shared/schemas/common';
import type { ReleasePreview } from '#shared/schemas/reminders';
import type { AppContext } from '../../../app-context';
import { nowIso } from '../../../lib/time';
import { inTransaction } from '../../../lib/transaction';
import { recordAudit } from '../../audit/audit.service';
import { syncRenewalTerm } from '../../reports/renewal-outcome.service';
import { emitProfileReleased } from '../../webhooks/webhook-outbox.service';
import { graceDaysOf } from '../../settings/settings.service';
import { profileEntry, profileFields, releasedFacts } from '../account-audit.mapper';
import { lockedAccount, refreshSummary, todayOf } from '../account-context.service';
import { toProfile } from './profile.mapper';
import {
  countExpiredHeld,
  listExpiredHeldPage,
  listPastGraceBatch,
  type ReleaseCursor,
} from './profile-due.repository';
import { findProfile, updateProfileIfStatus } from './profile.repository';

// The grace release (issue 25, item 6; docs/decisions/040). Once a business day the daily job frees
// every ocupado profile past the shop's grace period (expiry + graceDays < today), as a release
// from Editar Perfil would (client, PIN, expiry and custom price cleared), and writes in the
// client's history that they did not renew. It replaced the manual Liberar vencidos of Avisos,
// whose preview (GET /api/profiles/release-preview) stays there as information.

/** Profiles freed per transaction: short locks, and a failure loses at most one batch's work. */
export const RELEASE_BATCH_SIZE = 200;

/**
 * Frees the profiles past grace, a batch per transaction, walking the (status, expiry_date) index
 * from the oldest expiry; answers how many it freed. Each batch locks its accounts in id order and
 * re-reads each profile under the lock, so a profile renewed or released meanwhile (by staff, or by
 * another instance running late) is skipped: running it twice frees nothing twice.
 */
export async function releasePastGrace(
  ctx: AppContext,
  { batchSize = RELEASE_BATCH_SIZE }: { batchSize?: number } = {},
): Promise<number> {
  const graceDays = await graceDaysOf(ctx);
  const today = todayOf(ctx);
  const lastExpiry = lastReleasedExpiry(today, graceDays);
  const note = settingsMessages.releasedNote(graceDays);
  let cursor: ReleaseCursor | null = null;
  let released = 0;
  for (;;) {
    const batch = await listPastGraceBatch(ctx.db, lastExpiry, cursor, batchSize);
    if (batch.length === 0) break;
    const last = batch[batch.length - 1]!;
    cursor = { expiryDate: last.expiry_date as string, id: last.id };
    released += await inTransaction(ctx, async (tx) => {
      let freed = 0;
      const accounts = [...new Set(batch.map((p) => p.account_id))].sort((a, b) => a - b);
      for (const accountId of accounts) {
        await lockedAccount(tx, accountId).catch(() => null);
        let changedHere = false;
        for (const candidate of batch.filter((p) => p.account_id === accountId)) {
          const current = await findProfile(tx.db, candidate.id);
          if (
            !current ||
            current.status !== 'ocupado' ||
            graceState(current.expiry_date, today, graceDays) !== 'past'
          )
            continue;
          const changed = await updateProfileIfStatus(
            tx.db,
            current.id,
            { status: 'ocupado', version: current.version },
            {
              status: 'libre',
              client_id: null,
              pin: null,
              expiry_date: null,
              custom_price: null,
              updated_at: nowIso(tx.now()),
            },
          );
          if (changed === 0) continue;
          changedHere = true;
          freed += 1;
          await syncRenewalTerm(tx, current.id);
          const before = profileFields(toProfile(current));
          const account = {
            id: accountId,
            serviceName: candidate.service_name,
            username: candidate.username,
          };
          // No actor: the trail and the client's history show Sistema.
          await recordAudit(
            tx,
            null,
            profileEntry(account, current, {
              action: 'release',
              clientId: current.client_id,
              changes: changesBetween(before, profileFields(releasedFacts(toProfile(current)))),
              note,
            }),
          );
          await emitProfileReleased(tx, {
            profile: current,
            account: { id: accountId, serviceId: null, serviceName: candidate.service_name },
            reason: 'periodo_de_gracia',
            releasedBy: null,
          });
        }
        if (changedHere) await refreshSummary(tx, accountId);
      }
      return freed;
    });
    if (batch.length < batchSize) break;
  }
  return released;
}

/**
 * GET /api/profiles/release-preview: the ocupado profiles already expired, a page at a time,
 * oldest first, each with the day the job frees it (the day after its grace ends) and whether
 * that day has come (a profile the job has not reached yet, say before it runs after midnight).
 */
export async function releasePreview(ctx: AppContext, page: PaginationQuery): Promise<ReleasePreview> {
  const [graceDays, today] = [await graceDaysOf(ctx), todayOf(ctx)];
  const [rows, total] = await Promise.all([
    listExpiredHeldPage(ctx.db, today, (page.page - 1) * page.limit, page.limit),
    countExpiredHeld(ctx.db, today),
  ]);
  return {
    graceDays,
    today,
    profiles: rows.map((p) => {
      const expiryDate = p.expiry_date as string;
      return {
        profileId: p.profile_id,
        profileName: p.profile_name,
        accountId: p.account_id,
        accountUsername: p.username,
        serviceName: p.service_name,
        clientId: p.client_id,
        clientName: p.client_name,
        expiryDate,
        daysExpired: -daysLeft(expiryDate, today),
        releaseDate: releaseDate(expiryDate, graceDays),
        due: graceState(expiryDate, today, graceDays) === 'past',
      };
    }),
    pagination: buildPagination(page.page, page.limit, total),
  };
}
