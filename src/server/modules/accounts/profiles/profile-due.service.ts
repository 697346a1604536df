import type { AppContext } from '../../../app-context';
import { listDueProfiles } from './profile-due.repository';

/** The profiles to remind their clients about: ocupado up to `lastDate`, and marked expirado. */
export const dueProfiles = (ctx: AppContext, lastDate: string) => listDueProfiles(ctx.db, lastDate);
