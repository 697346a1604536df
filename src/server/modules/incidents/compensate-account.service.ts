import { accountsMessages } from '#shared/messages/accounts';
import type { Account, CompensateInput } from '#shared/schemas/accounts';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../identity/actor';
import { inRetriedTransaction } from '../../lib/transaction';
import { lockedAccount } from '../accounts/account-context.service';
import { getAccount } from '../accounts/list/account-list.service';
import { applyIncident } from './incident.service';

/**
 * POST /api/accounts/{id}/compensate (Cuentas, ⋮ Compensar días): an incident of one account
 * (docs/decisions/050), so its days can be undone and its clients get the compensación message
 * like any other. 404 for an unknown account; 409 when nothing of it is held.
 */
export function compensateAccount(
  ctx: AppContext,
  id: number,
  actor: Actor,
  input: CompensateInput,
): Promise<{ account: Account; compensated: number; incidentId: number }> {
  return inRetriedTransaction(ctx, async (tx) => {
    await lockedAccount(tx, id);
    const { incident } = await applyIncident(
      tx,
      actor,
      { accountIds: [id], ...input },
      { nothingMessage: accountsMessages.nothingToCompensate },
    );
    const account = await getAccount(tx, id, actor.id);
    return { account, compensated: incident.profilesCount, incidentId: incident.id };
  });
}
