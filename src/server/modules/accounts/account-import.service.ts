import type { AccountInput } from '#shared/schemas/accounts';
import type { AccountProfileInput } from '#shared/schemas/profiles';
import type { TxContext } from '../../app-context';
import { nowIso } from '../../lib/time';
import { todayOf, type EventRecord } from './account-context';
import { insertAccountEvents } from './account-event.repository';
import type { Actor } from './account.mapper';
import { accountColumns, storedProfileColumns } from './account.service';
import { insertAccounts, refreshAccountSummaries } from './account.repository';
import { insertProfilesReturningIds } from './profile.repository';

/** An account to import always says its profiles (POST /api/accounts would invent them). */
export type AccountImport = AccountInput & { profiles: AccountProfileInput[] };

export interface ImportedAccount {
  id: number;
  /** The ids of its profiles, in the order they were given. */
  profileIds: number[];
}

/**
 * Many checked accounts with their profiles at once (the demo data, a shop loading what it
 * already sold): each stored as POST /api/accounts stores it, with the same columns, the same
 * summary refresh and, on SQLite, the same search-index triggers, but in a few statements per
 * batch instead of several per account. The clients the profiles name must exist (the foreign
 * key refuses the batch otherwise). Runs inside the caller's transaction.
 */
export async function importAccounts(tx: TxContext, inputs: AccountImport[]): Promise<ImportedAccount[]> {
  if (inputs.length === 0) return [];
  const now = nowIso(tx.now());
  const today = todayOf(tx);
  const ids = await insertAccounts(
    tx.db,
    inputs.map((input) => ({ ...accountColumns(input), created_at: now, updated_at: now })),
  );
  const profiles = inputs.flatMap((input, i) =>
    input.profiles.map((profile, position) => ({
      ...storedProfileColumns(profile, position, today),
      account_id: ids[i]!,
      created_at: now,
      updated_at: now,
    })),
  );
  const profileIds = await insertProfilesReturningIds(tx.db, profiles);
  await refreshAccountSummaries(tx.db, ids);
  let next = 0;
  return inputs.map((input, i) => {
    const count = input.profiles.length;
    next += count;
    return { id: ids[i]!, profileIds: profileIds.slice(next - count, next) };
  });
}

/** A past event of an imported account's history: what happened, who did it and when. */
export interface AccountEventImport extends EventRecord {
  accountId: number;
  actor: Actor;
  createdAt: string;
}

/**
 * The history of imported accounts, stored as the app records each event (recordAccountEvent)
 * but many per statement. The history and the Panel de Control read events newest first by id,
 * so the caller gives them oldest first. Runs inside the caller's transaction.
 */
export async function importAccountEvents(tx: TxContext, events: AccountEventImport[]) {
  await insertAccountEvents(
    tx.db,
    events.map(({ accountId, actor, createdAt, ...event }) => ({
      ...event,
      account_id: accountId,
      user_id: actor.id,
      user_name: actor.name,
      created_at: createdAt,
    })),
  );
}
