import type { PaginationQuery } from '#shared/schemas/common';
import type { AppContext } from '../../../app-context';
import { accountAuditHistory } from '../../audit/audit.service';
import { getAccount } from '../list/account-list.service';

// Compensar días (POST /api/accounts/{id}/compensate) is an incident of one account now:
// modules/incidents (docs/decisions/050).

/**
 * GET /api/accounts/{id}/history: the account's lines of the audit trail (its own and its
 * profiles'), newest first, for every staff member who may see the account.
 */
export async function accountHistory(ctx: AppContext, id: number, userId: number, page: PaginationQuery) {
  await getAccount(ctx, id, userId);
  return accountAuditHistory(ctx, id, page);
}
