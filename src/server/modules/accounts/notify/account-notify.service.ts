import type { AccountNotifyTargets } from '#shared/schemas/account-notify';
import type { AppContext } from '../../../app-context';
import { getAccount } from '../list/account-list.service';
import { listProfileHolders } from './account-notify.repository';

/**
 * GET /api/accounts/{id}/notify-targets: what the per-account notify modal and the Nueva
 * Contraseña offer need beyond the list (each holder's phone and type), asked only when one opens,
 * so the accounts page (the hottest endpoint) carries no phones. 404 like the account itself.
 */
export async function accountNotifyTargets(
  ctx: AppContext,
  id: number,
  userId: number,
): Promise<AccountNotifyTargets> {
  const account = await getAccount(ctx, id, userId);
  const clients = await listProfileHolders(ctx.db, id);
  return { account, clients };
}
