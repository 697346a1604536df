import { MASKED } from '#shared/domain/audit';
import { accountsMessages } from '#shared/messages/accounts';
import type { AccountPasswordsInput, AccountPasswordsResult } from '#shared/schemas/account-passwords';
import type { AppContext } from '../../../app-context';
import type { Actor } from '../../../identity/actor';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import { inTransaction } from '../../../lib/transaction';
import { recordAudit } from '../../audit/audit.service';
import { accountEntry } from '../account-audit.mapper';
import { lockedAccountIds } from '../account-context.service';
import { updateAccount } from '../account.repository';
import { getAccount } from '../list/account-list.service';
import { accountLabels, holdersOf } from './account-passwords.repository';

/**
 * POST /api/accounts/passwords (issue 26 item 2, docs/decisions/054): every account's new
 * password, sealed as the account form stores it, in one transaction; a password_change line per
 * account. Answers each holder once with the accounts of theirs that changed, so the screen
 * writes them one Nueva Contraseña message covering all of them.
 */
export async function changePasswords(
  ctx: AppContext,
  actor: Actor,
  { changes }: AccountPasswordsInput,
): Promise<AccountPasswordsResult> {
  return inTransaction(ctx, async (tx) => {
    const ids = changes.map((c) => c.accountId);
    // In id order, as every other writer of several accounts locks them.
    const locked = new Set(await lockedAccountIds(tx, ids));
    if (ids.some((id) => !locked.has(id))) throw new AppError(404, accountsMessages.notFound);
    const now = nowIso(tx.now());
    for (const change of [...changes].sort((a, b) => a.accountId - b.accountId))
      await updateAccount(tx.db, change.accountId, { password: change.password, updated_at: now });
    const labels = await accountLabels(tx.db, ids);
    await recordAudit(
      tx,
      actor,
      labels.map((account) =>
        accountEntry(account, {
          action: 'password_change',
          changes: [{ field: 'password', before: MASKED, after: MASKED }],
        }),
      ),
    );

    const holders = new Map<number, AccountPasswordsResult['holders'][number]>();
    for (const row of await holdersOf(tx.db, ids)) {
      const holder = holders.get(row.id) ?? {
        client: { id: row.id, name: row.name, phone: row.phone, type: row.type },
        accountIds: [],
      };
      holder.accountIds.push(row.account_id);
      holders.set(row.id, holder);
    }
    const held = [...new Set([...holders.values()].flatMap((h) => h.accountIds))].sort((a, b) => a - b);
    const accounts = [];
    for (const id of held) accounts.push(await getAccount(tx, id, actor.id));
    return {
      changed: changes.length,
      holders: [...holders.values()]
        .map((h) => ({ ...h, accountIds: h.accountIds.sort((a, b) => a - b) }))
        .sort((a, b) => a.client.name.localeCompare(b.client.name, 'es') || a.client.id - b.client.id),
      accounts,
    };
  });
}
