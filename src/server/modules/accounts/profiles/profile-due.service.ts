import type { AppContext } from '../../../app-context';
import { listDueProfiles } from './profile-due.repository';

/**
 * The profiles to remind their clients about: ocupado up to `lastDate`, and marked expirado; only
 * those of `clientIds` when given.
 */
export const dueProfiles = (ctx: AppContext, lastDate: string, clientIds?: readonly number[]) =>
  listDueProfiles(ctx.db, lastDate, clientIds);
