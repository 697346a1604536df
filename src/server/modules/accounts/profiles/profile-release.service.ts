import { addDays, daysLeft } from '#shared/domain/expiry';
import type { AppContext } from '../../../app-context';
import { nowIso } from '../../../lib/time';
import { inTransaction } from '../../../lib/transaction';
import { changesBetween } from '#shared/domain/audit';
import { recordAudit } from '../../audit/audit.service';
import { profileEntry, profileFields, releasedFacts } from '../account-audit.mapper';
import { lockedAccount, refreshSummary, todayOf } from '../account-context.service';
import type { Actor } from '../../../identity/actor';
import { toProfile } from './profile.mapper';
import { listDueProfiles } from './profile-due.repository';
import { findProfile, updateProfileIfStatus } from './profile.repository';

/**
 * POST /api/profiles/release-expired (docs/decisions/014): the ocupado profiles expired more than
 * `graceDays` days ago (expiry date before today − graceDays). A dry run lists them; otherwise
 * they are freed in one transaction (client, PIN, expiry and custom price cleared, as a release
 * from Editar Perfil), each recorded in the audit trail as a release, with the reason. A profile renewed or
 * released by someone else meanwhile is skipped: its row is re-read under the account's lock.
 */
export function releaseExpiredProfiles(
  ctx: AppContext,
  actor: Actor,
  { graceDays, dryRun }: { graceDays: number; dryRun: boolean },
) {
  return inTransaction(ctx, async (tx) => {
    const today = todayOf(tx);
    const cutoff = addDays(today, -graceDays);
    const candidates = (await listDueProfiles(tx.db, addDays(cutoff, -1))).filter(
      (p) => p.status === 'ocupado',
    );
    const listed = (p: (typeof candidates)[number]) => ({
      profileId: p.profile_id,
      profileName: p.profile_name,
      accountId: p.account_id,
      accountUsername: p.username,
      serviceName: p.service_name,
      clientId: p.client_id,
      clientName: p.client_name,
      expiryDate: p.expiry_date as string,
      daysExpired: -daysLeft(p.expiry_date as string, today),
    });
    if (dryRun) return { dryRun, profiles: candidates.map(listed) };

    const released: ReturnType<typeof listed>[] = [];
    const accounts = [...new Set(candidates.map((p) => p.account_id))].sort((a, b) => a - b);
    for (const accountId of accounts) {
      await lockedAccount(tx, accountId);
      for (const candidate of candidates.filter((p) => p.account_id === accountId)) {
        const current = await findProfile(tx.db, candidate.profile_id);
        if (!current || current.status !== 'ocupado' || !current.expiry_date || current.expiry_date >= cutoff)
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
        const before = profileFields(toProfile(current));
        const account = { id: accountId, serviceName: candidate.service_name, username: candidate.username };
        await recordAudit(
          tx,
          actor,
          profileEntry(account, current, {
            action: 'release',
            clientId: current.client_id,
            changes: changesBetween(before, profileFields(releasedFacts(toProfile(current)))),
            note: `Vencido hace más de ${graceDays} ${graceDays === 1 ? 'día' : 'días'}`,
          }),
        );
        released.push(listed(candidate));
      }
      await refreshSummary(tx, accountId);
    }
    return { dryRun, profiles: released };
  });
}
