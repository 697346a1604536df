import type { SellAgain } from '#shared/schemas/sell-again';
import type { AppContext } from '../../../app-context';
import { toIso } from '../../../lib/time';
import { lastClientEntry } from '../../audit/audit.service';
import { getClient } from '../../clients/client.service';
import { getService } from '../../services/service.service';
import { findAccountService, findFreeProfileOfService } from '../account.repository';
import { getAccount } from '../list/account-list.service';
import { findProfile } from './profile.repository';

/**
 * GET /api/clients/{id}/sell-again (issue 25, item 6; docs/decisions/040). For a client whose
 * profile was released (by the grace job or by hand): their old profile first when it is still
 * free, otherwise another free profile of the same service (the account with the fewest free
 * profiles first), leaving out the accounts the staff member hid. Nothing is suggested while the
 * client holds a profile of that service, or when none is free. Reads only: the sale is Asignar's.
 */
export async function sellAgain(ctx: AppContext, clientId: number, userId: number): Promise<SellAgain> {
  const client = await getClient(ctx, clientId);
  const release = await lastClientEntry(ctx, clientId, { entity: 'profile', action: 'release' });
  const account = release?.account_id
    ? await findAccountService(ctx.db, release.account_id, userId)
    : undefined;
  if (!release || !account) return { released: null, suggestion: null };
  const service = await getService(ctx, account.service_id);
  const released = {
    label: release.entity_label ?? service.name,
    serviceId: service.id,
    serviceName: service.name,
    releasedAt: toIso(release.created_at),
    note: release.note,
  };
  if (client.profiles.some((p) => p.service_id === service.id)) return { released, suggestion: null };

  const old = release.entity_id === null ? undefined : await findProfile(ctx.db, release.entity_id);
  const previous = old?.status === 'libre' && !account.hidden;
  const pick = previous
    ? { profile_id: old.id, account_id: old.account_id }
    : await findFreeProfileOfService(ctx.db, service.id, userId);
  if (!pick || pick.profile_id === null) return { released, suggestion: null };
  return {
    released,
    suggestion: {
      previous,
      profileId: pick.profile_id,
      account: await getAccount(ctx, pick.account_id, userId),
    },
  };
}
