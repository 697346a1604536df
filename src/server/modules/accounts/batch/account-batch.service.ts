import type { AccountInput } from '#shared/schemas/accounts';
import type { AccountProfileInput } from '#shared/schemas/profiles';
import type { TxContext } from '../../../app-context';
import { nowIso } from '../../../lib/time';
import { recordAudit } from '../../audit/audit.service';
import { createdEntries, type AccountWithProfiles } from '../account-audit.mapper';
import { serviceOf, todayOf } from '../account-context.service';
import type { Actor } from '../../../identity/actor';
import { accountColumns, storedProfileColumns } from '../account.service';
import { insertAccounts, refreshAccountSummaries } from '../account.repository';
import { clientNames } from '../../clients/client-lookup.service';
import { addProfilesReturningIds } from '../profiles/account-profiles.service';

/** An account to import always says its profiles (POST /api/accounts would invent them). */
export type AccountImport = AccountInput & { profiles: AccountProfileInput[] };

export interface ImportedAccount {
  id: number;
  /** The ids of its profiles, in the order they were given. */
  profileIds: number[];
}

/**
 * Many checked accounts with their profiles at once (Importar datos, the demo data): each stored
 * as POST /api/accounts stores it, with the same columns, the same summary refresh and, on
 * SQLite, the same search-index triggers, but in a few statements per batch instead of several
 * per account. The clients the profiles name must exist (the foreign key refuses the batch
 * otherwise). Runs inside the caller's transaction.
 *
 * Each account and profile is an `import` line of the audit trail by `actor`; the demo data,
 * which writes its own year of history instead, passes 'unrecorded' (docs/decisions/023).
 */
export async function importAccounts(
  tx: TxContext,
  inputs: AccountImport[],
  actor: Actor | 'unrecorded',
): Promise<ImportedAccount[]> {
  if (inputs.length === 0) return [];
  const now = nowIso(tx.now());
  const today = todayOf(tx);
  const ids = await insertAccounts(
    tx.db,
    inputs.map((input) => ({ ...accountColumns(input), created_at: now, updated_at: now })),
  );
  const stored = inputs.map((input) =>
    input.profiles.map((p, position) => storedProfileColumns(p, position, today)),
  );
  const profileIds = await addProfilesReturningIds(
    tx,
    stored.flatMap((profiles, i) =>
      profiles.map((columns) => ({ ...columns, account_id: ids[i]!, created_at: now, updated_at: now })),
    ),
  );
  await refreshAccountSummaries(tx.db, ids);
  let next = 0;
  const imported = inputs.map((input, a) => {
    const count = input.profiles.length;
    next += count;
    return { id: ids[a]!, profileIds: profileIds.slice(next - count, next) };
  });
  if (actor !== 'unrecorded') await recordImport(tx, actor, inputs, stored, imported);
  return imported;
}

/** One import line per account and per profile, as they were stored. */
async function recordImport(
  tx: TxContext,
  actor: Actor,
  inputs: AccountImport[],
  stored: ReturnType<typeof storedProfileColumns>[][],
  imported: ImportedAccount[],
) {
  const serviceNames = new Map<number, string>();
  for (const id of new Set(inputs.map((a) => a.serviceId)))
    serviceNames.set(id, (await serviceOf(tx, id)).name);
  const holders = [...new Set(stored.flat().flatMap((p) => (p.client_id === null ? [] : [p.client_id])))];
  const names = await clientNames(tx, holders);
  const accounts = inputs.map((input, a): AccountWithProfiles => ({
    ...input,
    id: imported[a]!.id,
    service: { name: serviceNames.get(input.serviceId)! },
    profiles: stored[a]!.map((p, n) => ({
      id: imported[a]!.profileIds[n]!,
      name: p.name,
      status: p.status,
      clientId: p.client_id,
      clientName: p.client_id === null ? null : (names.get(p.client_id) ?? null),
      pin: p.pin,
      expiryDate: p.expiry_date,
      color: p.color,
      observations: p.observations,
      customPrice: p.custom_price,
    })),
  }));
  await recordAudit(
    tx,
    actor,
    accounts.flatMap((account) => createdEntries(account, 'import')),
  );
}
