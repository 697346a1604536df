import type { Insertable } from 'kysely';
import type { AppContext } from '../../../app-context';
import type { ProfilesTable } from '../../../db/schema';
import {
  deleteProfiles,
  insertProfiles,
  insertProfilesReturningIds,
  listProfilesOf,
  updateEndClientLabel,
  updateProfile,
  updateProfileIfStatus,
} from './profile.repository';

// An account's profiles as the accounts module reads and writes them (create, edit, list, export,
// compensate, a batch import). Called with the caller's transaction context, so every write joins
// the account's transaction and its lock; the account's summary columns are the caller's to refresh.

type NewProfile = Insertable<ProfilesTable>;

/** The profiles of these accounts, in each account's order, credentials opened. */
export const profilesOf = (ctx: AppContext, accountIds: number[]) => listProfilesOf(ctx.db, accountIds);

export const addProfiles = (ctx: AppContext, rows: NewProfile[]) => insertProfiles(ctx.db, rows);

/** Many profiles in one statement; their ids in insertion order. */
export const addProfilesReturningIds = (ctx: AppContext, rows: NewProfile[]) =>
  insertProfilesReturningIds(ctx.db, rows);

/** A change that needs no status check: a rename or a move (position), or a compensated expiry. */
export const changeProfile = (
  ctx: AppContext,
  id: number,
  changes: Pick<Partial<NewProfile>, 'name' | 'position' | 'expiry_date' | 'updated_at'>,
) => updateProfile(ctx.db, id, changes);

export const removeProfiles = (ctx: AppContext, ids: number[]) => deleteProfiles(ctx.db, ids);

/**
 * An incident's (or its undo's) new expiry for a held profile, only if it is still ocupado at the
 * version read under the account's lock: 1 when written, 0 when something changed it first.
 */
export const moveHeldExpiry = (
  ctx: AppContext,
  id: number,
  version: number,
  expiryDate: string,
  updatedAt: string,
) =>
  updateProfileIfStatus(
    ctx.db,
    id,
    { status: 'ocupado', version },
    { expiry_date: expiryDate, updated_at: updatedAt },
  );

/**
 * A revendedor's end-client name on a profile they hold, from their portal (docs/decisions/056):
 * 1 when written, 0 when the profile is not that client's (or is free).
 */
export const setEndClientLabel = (ctx: AppContext, id: number, clientId: number, label: string | null) =>
  updateEndClientLabel(ctx.db, id, clientId, label);

/**
 * A Revisión de datos fix of one profile (docs/decisions/053): written only if it still has the
 * status and version read under the account's lock; 1 when written, 0 when something changed it.
 */
export const fixProfileIfUnchanged = (
  ctx: AppContext,
  id: number,
  expected: { status: ProfilesTable['status']; version: number },
  changes: Pick<
    Partial<NewProfile>,
    'status' | 'client_id' | 'pin' | 'expiry_date' | 'custom_price' | 'updated_at'
  >,
) => updateProfileIfStatus(ctx.db, id, expected, changes);
